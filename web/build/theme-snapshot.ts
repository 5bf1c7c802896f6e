/**
 * MUI builds a theme with CSS variables (both colour schemes) in about 20 ms of script on a fast
 * machine, 80 to 100 ms on Lighthouse's phone, in the task that starts every page: most of it walks
 * the theme to name each variable and mixes colours for the component tokens. None of it depends on
 * the visitor, so the build does it once:
 * - `virtual:theme-snapshot` keeps what that theme holds beyond the themes MUI builds without
 *   variables (about 1 ms): the variables in the theme's shape, and what the variables added to each
 *   colour scheme. app/theme.ts puts them together again in the browser.
 * - the variables' style sheet goes into index.html, and so into every page's HTML, instead of
 *   being generated and serialized by Emotion as the app starts.
 */
import { serializeStyles } from '@emotion/serialize';
import { createTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { fileURLToPath } from 'node:url';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { schemeWithoutVariables, themeOptions, twinOptions } from '../src/app/theme-options';
import { isPlainObject, mergeData, packScheme, packVars, unpackScheme, unpackVars } from '../src/app/theme-variables';
import { prepareTypographyVars } from '@mui/system/cssVars';

type Data = Record<string, unknown>;

/** What app/theme.ts adds to the theme MUI builds without variables (see there). */
export interface ThemeSnapshot {
  /** The values of the full theme that the light theme without variables lacks or has otherwise, `vars` aside. */
  data: Data;
  /** `vars`, packed (app/theme-variables.ts). */
  vars: unknown;
  /** Per colour scheme, what the variables added to the scheme MUI makes without them. */
  schemes: Record<string, Data>;
  /** The theme's own keys (beside the schemes') that have variables: spacing, shape, shadows… */
  rootVarKeys: string[];
  /** `--mui-spacing` (the theme's `spacing` is a function by then, the variable a length). */
  spacingVariable: string;
}

/** The data of `full` that `base` lacks or has otherwise (functions aside); undefined when none. */
export function dataDifference(full: unknown, base: unknown): unknown {
  if (typeof full === 'function') return undefined;
  if (!isPlainObject(full) || !isPlainObject(base)) {
    return JSON.stringify(full) === JSON.stringify(base) ? undefined : (JSON.parse(JSON.stringify(full)) as unknown);
  }
  const difference: Data = {};
  for (const [key, value] of Object.entries(full)) {
    const part = dataDifference(value, base[key]);
    if (part !== undefined) difference[key] = part;
  }
  return Object.keys(difference).length > 0 ? difference : undefined;
}

export function fullTheme() {
  return createTheme(themeOptions) as Theme & CssVarsTheme & Data;
}

export function takeThemeSnapshot(): ThemeSnapshot {
  const full = fullTheme();
  const { colorSchemes, vars, ...rest } = full;
  const twin = createTheme(twinOptions());
  const data = dataDifference(rest, twin) as Data;
  // The default scheme's palette, opacity and overlays are the theme's own: they come with the scheme.
  for (const key of Object.keys(colorSchemes[full.defaultColorScheme] ?? {})) delete data[key];
  // The typography's shorthands (`font.h1`: '300 6rem/1.167 …'), as MUI writes them.
  if (JSON.stringify(data.font) === JSON.stringify(prepareTypographyVars(twin.typography))) delete data.font;
  const schemes = Object.fromEntries(
    (['light', 'dark'] as const).map((name) => {
      const difference = dataDifference(colorSchemes[name], schemeWithoutVariables(name, twin)) ?? {};
      const packed = packScheme(difference, colorSchemes[name], full.cssVarPrefix) as Data;
      const unpacked = schemeWithoutVariables(name, createTheme(twinOptions())) as Data;
      mergeData(unpacked, structuredClone(packed));
      unpackScheme(unpacked, full.cssVarPrefix);
      if (JSON.stringify(unpacked) !== JSON.stringify(colorSchemes[name])) {
        throw new Error(`the ${name} scheme does not unpack to itself`);
      }
      return [name, packed];
    }),
  );
  const schemeKeys = new Set(Object.values(colorSchemes).flatMap((scheme) => Object.keys(scheme ?? {})));
  const sources = [colorSchemes[full.defaultColorScheme], ...Object.values(colorSchemes), full];
  const packed = packVars(vars, sources, full.cssVarPrefix);
  if (JSON.stringify(unpackVars(packed, sources, full.cssVarPrefix).vars) !== JSON.stringify(vars)) {
    throw new Error("the theme's variables do not unpack to themselves");
  }
  return {
    data,
    vars: packed,
    schemes,
    rootVarKeys: Object.keys(full.vars).filter((key) => !schemeKeys.has(key)),
    spacingVariable: String(rootCss(full)[`--${full.cssVarPrefix}-spacing`]),
  };
}

/** The variables of the theme's own (not a scheme's): the first of its style sheets, `:root`'s. */
function rootCss(full: CssVarsTheme): Data {
  const [root] = full.generateStyleSheets() as Record<string, Data>[];
  return root?.[full.rootSelector] ?? {};
}

/**
 * The variables' style sheet, as Emotion would write it into the page: the theme's
 * `generateStyleSheets()` serialized, then compiled by Stylis with Emotion's vendor prefixer.
 */
export function themeVariablesCss(): string {
  const { styles } = serializeStyles([fullTheme().generateStyleSheets() as never]);
  return serialize(compile(styles), middleware([prefixer, stringify]));
}

export const THEME_SNAPSHOT_MODULE = 'virtual:theme-snapshot';
export const THEME_VARIABLES_STYLE_ID = 'theme-variables';
const resolvedId = `\0${THEME_SNAPSHOT_MODULE}`;
const optionsFile = fileURLToPath(new URL('../src/app/theme-options.ts', import.meta.url));

/** Serves `virtual:theme-snapshot` (one JSON string: parsed faster than a literal) and puts the variables in index.html. */
export function themeSnapshot(): Plugin {
  return {
    name: 'toolshub:theme-snapshot',
    resolveId: (source) => (source === THEME_SNAPSHOT_MODULE ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      this.addWatchFile(optionsFile);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(takeThemeSnapshot()))});`;
    },
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { id: THEME_VARIABLES_STYLE_ID },
        children: themeVariablesCss(),
        injectTo: 'head-prepend',
      },
    ],
  };
}
