import {
  createColorScheme,
  createTheme,
  shouldSkipGeneratingVar,
  type CssVarsTheme,
  type Theme,
} from '@mui/material/styles';
import { createSpacing, unstable_createGetCssVar as createGetCssVar } from '@mui/system';
import { createGetColorSchemeSelector } from '@mui/system/cssVars';
import { createUnarySpacing } from '@mui/system/spacing';
import snapshot from 'virtual:theme-snapshot';
import { themeOptions, twinOptions } from './theme-options';

type Data = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes every value of `from` into `into`, object by object. */
function mergeData(into: Data, from: Data) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (isPlainObject(value) && isPlainObject(current)) mergeData(current, value);
    else into[key] = value;
  }
}

/**
 * The theme `createTheme(themeOptions)` makes, without making it: the light theme MUI builds without
 * CSS variables (its functions: breakpoints, transitions, sx…), the rest from the build's snapshot
 * (build/theme-snapshot.ts: the schemes, the variables, their style sheet), and the few functions the
 * theme with variables has of its own, made as MUI makes them. theme.test.ts holds the two to the same
 * values, the same functions' answers and the same rendered CSS.
 */
function assembleTheme(): Theme {
  const theme = createTheme(twinOptions()) as Theme & CssVarsTheme & Data;
  mergeData(theme, snapshot.data);
  // Each scheme's palette answers getContrastText and augmentColor with the scheme's own threshold.
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createColorScheme({ palette: { mode, ...themeOptions.colorSchemes[mode].palette } }) as Theme;
    const { getContrastText, augmentColor } = palette;
    Object.assign(theme.colorSchemes[mode]?.palette ?? {}, { getContrastText, augmentColor });
  }
  Object.assign(theme, theme.colorSchemes[theme.defaultColorScheme]);
  theme.getCssVar = createGetCssVar(theme.cssVarPrefix);
  theme.generateThemeVars = () => snapshot.themeVars as never;
  // Emotion's Global takes serialized styles as they are.
  theme.generateStyleSheets = () => snapshot.styleSheet as never;
  theme.generateSpacing = function generateSpacing(this: Theme) {
    return createSpacing(undefined, createUnarySpacing(this));
  };
  theme.getColorSchemeSelector = createGetColorSchemeSelector(themeOptions.cssVariables.colorSchemeSelector);
  theme.spacing = theme.generateSpacing();
  theme.shouldSkipGeneratingVar = shouldSkipGeneratingVar;
  return theme;
}

export const theme = assembleTheme();
