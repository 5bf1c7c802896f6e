import { createTheme, shouldSkipGeneratingVar, type CssVarsTheme, type Theme } from '@mui/material/styles';
import {
  createSpacing,
  unstable_createGetCssVar as createGetCssVar,
  unstable_prepareCssVars as prepareCssVars,
} from '@mui/system';
import { createGetColorSchemeSelector, prepareTypographyVars } from '@mui/system/cssVars';
import { createUnarySpacing } from '@mui/system/spacing';
import snapshot from 'virtual:theme-snapshot';
import { schemeWithoutVariables, themeOptions, twinOptions } from './theme-options';
import { mergeData, unpackScheme, unpackVars } from './theme-variables';

type Data = Record<string, unknown>;

/**
 * The theme `createTheme(themeOptions)` makes, without making it here: the light theme and the
 * colour schemes MUI makes without CSS variables (their functions: breakpoints, transitions, sx,
 * getContrastText…), the variables and what they add to the schemes from the build's snapshot
 * (build/theme-snapshot.ts), and the functions a theme with variables has of its own, made as MUI
 * makes them. theme.test.tsx holds the two to the same values, the same answers and the same
 * rendered CSS.
 *
 * The variables' style sheet is in every page's HTML (the build puts it in index.html), so the
 * ThemeProviders do not generate it (`themeProviderProps`); `generateStyleSheets` makes it only when
 * asked, at the cost the build saves.
 */
function assembleTheme(): Theme {
  const theme = createTheme(twinOptions()) as Theme & CssVarsTheme & Data;
  mergeData(theme, snapshot.data);
  theme.font ??= prepareTypographyVars(theme.typography);
  const colorSchemes: Data = {};
  for (const name of ['light', 'dark'] as const) {
    const scheme = schemeWithoutVariables(name, theme) as Data;
    mergeData(scheme, snapshot.schemes[name] ?? {});
    unpackScheme(scheme, theme.cssVarPrefix);
    colorSchemes[name] = scheme;
  }
  theme.colorSchemes = colorSchemes;
  Object.assign(theme, colorSchemes[theme.defaultColorScheme]);
  const sources = [colorSchemes[theme.defaultColorScheme], ...Object.values(colorSchemes), theme];
  const { vars, themeVars } = unpackVars(snapshot.vars, sources, theme.cssVarPrefix);
  theme.vars = vars as never;

  let styleSheets: ReturnType<ReturnType<typeof prepareCssVars>['generateStyleSheets']> | undefined;
  theme.generateStyleSheets = () =>
    (styleSheets ??= prepareCssVars(
      {
        colorSchemes: theme.colorSchemes,
        defaultColorScheme: theme.defaultColorScheme,
        ...Object.fromEntries(snapshot.rootVarKeys.map((key: string) => [key, theme[key]])),
        spacing: snapshot.spacingVariable,
      },
      {
        prefix: theme.cssVarPrefix,
        shouldSkipGeneratingVar,
        colorSchemeSelector: themeOptions.cssVariables.colorSchemeSelector,
      },
    ).generateStyleSheets());
  theme.generateThemeVars = () => themeVars as never;
  theme.getCssVar = createGetCssVar(theme.cssVarPrefix);
  theme.generateSpacing = function generateSpacing(this: Theme) {
    return createSpacing(undefined, createUnarySpacing(this));
  };
  theme.getColorSchemeSelector = createGetColorSchemeSelector(themeOptions.cssVariables.colorSchemeSelector);
  theme.spacing = theme.generateSpacing();
  theme.shouldSkipGeneratingVar = shouldSkipGeneratingVar;
  return theme;
}

export const theme = assembleTheme();

/**
 * For a ThemeProvider of this theme: the page's HTML has the variables already. (MUI types the prop
 * only for an app that declares CSS variables on in its types; the theme turns them on.)
 */
export const themeProviderProps = { disableStyleSheetGeneration: true } as object;
