/**
 * MUI builds a theme with CSS variables (both colour schemes) in about 20 ms of script on a fast
 * machine, 80 ms on Lighthouse's phone, in the task that starts every page: most of it walks the
 * theme to name each variable and mixes colours for the component tokens. None of it depends on the
 * visitor, so the build does it once. `takeThemeSnapshot` keeps what that theme holds beyond the
 * light theme MUI builds without variables (which takes 1 ms): the colour schemes, the variables
 * and their style sheet, already serialized as Emotion would serialize it. app/theme.ts puts the
 * two together again in the browser.
 */
import { serializeStyles } from '@emotion/serialize';
import { createTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { themeOptions, twinOptions } from '../src/app/theme-options';

/** What app/theme.ts adds to the theme MUI builds without variables (see there). */
export interface ThemeSnapshot {
  /** Every value of the full theme that the twin lacks or has otherwise (functions aside). */
  data: Record<string, unknown>;
  /** `generateThemeVars()`: each variable as `var(--mui-…)`, in the theme's shape. */
  themeVars: Record<string, unknown>;
  /** `generateStyleSheets()`, serialized: Emotion's `Global` takes it as it is. */
  styleSheet: { name: string; styles: string };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data of `full` that `twin` lacks or has otherwise; undefined when there is none. */
export function dataDifference(full: unknown, twin: unknown): unknown {
  if (typeof full === 'function') return undefined;
  if (!isPlainObject(full) || !isPlainObject(twin)) {
    return JSON.stringify(full) === JSON.stringify(twin) ? undefined : structuredCloneData(full);
  }
  const difference: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    const part = dataDifference(value, twin[key]);
    if (part !== undefined) difference[key] = part;
  }
  return Object.keys(difference).length > 0 ? difference : undefined;
}

/** A copy of `value` without its functions (JSON has none). */
function structuredCloneData(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export function takeThemeSnapshot(): ThemeSnapshot {
  const full = createTheme(themeOptions) as Theme & CssVarsTheme;
  const twin = createTheme(twinOptions());
  const data = dataDifference(full, twin);
  if (!isPlainObject(data)) throw new Error('the theme with CSS variables adds nothing to the one without');
  // The default scheme's palette, opacity and overlays are the theme's own (one object each): the
  // browser points them at the scheme's again rather than carrying them twice.
  for (const key of Object.keys(full.colorSchemes[full.defaultColorScheme] ?? {})) delete data[key];
  const { name, styles } = serializeStyles([full.generateStyleSheets() as never]);
  return { data, themeVars: { ...full.generateThemeVars() }, styleSheet: { name, styles } };
}

export const THEME_SNAPSHOT_MODULE = 'virtual:theme-snapshot';
const resolvedId = `\0${THEME_SNAPSHOT_MODULE}`;
const optionsFile = fileURLToPath(new URL('../src/app/theme-options.ts', import.meta.url));

/** Serves `virtual:theme-snapshot`: the snapshot, as one JSON string (parsed faster than a literal). */
export function themeSnapshot(): Plugin {
  return {
    name: 'toolshub:theme-snapshot',
    resolveId: (source) => (source === THEME_SNAPSHOT_MODULE ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      this.addWatchFile(optionsFile);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(takeThemeSnapshot()))});`;
    },
  };
}
