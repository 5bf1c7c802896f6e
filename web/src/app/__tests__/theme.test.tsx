// @vitest-environment node
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { serializeStyles } from '@emotion/serialize';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CssBaseline,
  LinearProgress,
  Paper,
  Skeleton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { createTheme, ThemeProvider, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_STYLE_ID, themeSnapshot } from '../../../build/theme-snapshot';
import { THEME_BREAKPOINTS } from '../../lib/restyle-at-breakpoints';
import { theme, themeProviderProps } from '../theme';
import { themeOptions } from '../theme-options';

/**
 * app/theme.ts builds the theme from the build's snapshot instead of calling createTheme with CSS
 * variables in the browser; here it is held to what createTheme makes of the same options. A new MUI
 * that builds its themes otherwise fails here rather than drawing the shop differently.
 */
type AnyTheme = Theme & CssVarsTheme & Record<string, unknown>;
const made = theme as AnyTheme;
const expected = createTheme(themeOptions) as AnyTheme;

/** Every path in `value` that holds a function (an object met again on its own path is not walked again). */
function functionPaths(value: unknown, path = '', ancestors: unknown[] = []): string[] {
  if (typeof value === 'function') return [path];
  if (typeof value !== 'object' || value === null || ancestors.includes(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => functionPaths(child, `${path}.${key}`, [...ancestors, value]));
}

const data = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** Components whose styles read the palettes, the variables, spacing, breakpoints and shape. */
function Sample() {
  return (
    <>
      <CssBaseline enableColorScheme />
      <Button variant="contained">Order</Button>
      <Button variant="outlined" color="secondary" size="small">
        Cancel
      </Button>
      <Chip label="processing" color="info" />
      <Chip label="cancelled" color="error" variant="outlined" />
      <Alert severity="warning">Low stock</Alert>
      <Alert severity="success" variant="filled">
        Placed
      </Alert>
      <LinearProgress variant="determinate" value={40} />
      <Skeleton width={120} />
      <Switch defaultChecked />
      <TextField label="Quantity" error helperText="At least 10" />
      <Avatar>TH</Avatar>
      <Paper elevation={3} sx={{ p: 2, m: { xs: 1, md: 3 }, bgcolor: 'background.paper', borderRadius: 2 }}>
        <Typography variant="h4" color="text.secondary" sx={{ mb: 0.5, display: { xs: 'none', sm: 'block' } }}>
          Tools
        </Typography>
      </Paper>
      <Box sx={(t) => ({ color: t.vars?.palette.primary.main, [t.breakpoints.up('md')]: { gap: t.spacing(2) } })} />
    </>
  );
}

/** The HTML and the style sheets a page of `Sample` gets under `withTheme`, as the server renders it. */
function rendered(withTheme: Theme, mode: 'light' | 'dark', props: object = {}) {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={withTheme} defaultMode={mode} {...props}>
        <Sample />
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}

describe('the theme built from the snapshot', () => {
  it('holds the values createTheme gives, and functions in the same places', () => {
    expect(data(made)).toEqual(data(expected));
    expect(functionPaths(made).sort()).toEqual(functionPaths(expected).sort());
  });

  it("shares the default scheme's palette, opacity and overlays, as createTheme's does", () => {
    for (const key of ['palette', 'opacity', 'overlays'] as const) {
      expect(expected[key]).toBe(expected.colorSchemes.light?.[key]);
      expect(made[key]).toBe(made.colorSchemes.light?.[key]);
    }
  });

  it("answers its functions as createTheme's theme does", () => {
    const ask = (t: AnyTheme) => ({
      up: t.breakpoints.up('md'),
      down: t.breakpoints.down('sm'),
      between: t.breakpoints.between('sm', 'lg'),
      only: t.breakpoints.only('xl'),
      not: t.breakpoints.not('xs'),
      spacing: [t.spacing(2), t.spacing(0.5, 'auto'), t.spacing(1, 2, 3, 4)],
      generatedSpacing: t.generateSpacing()(3),
      transition: t.transitions.create(['color', 'transform'], { duration: 200 }),
      autoHeight: t.transitions.getAutoHeightDuration(240),
      rem: t.typography.pxToRem(14),
      applyStyles: t.applyStyles('dark', { color: 'red' }),
      colors: [
        t.alpha(t.vars.palette.primary.main, 0.2),
        t.alpha('#1f4e79', 0.5),
        t.lighten('#1f4e79', 0.3),
        t.darken('#8a4b12', 0.1),
      ],
      cssVar: [t.getCssVar('palette-primary-main'), t.getCssVar('spacing', 'palette-primary-main')],
      selector: [t.getColorSchemeSelector('dark'), t.getColorSchemeSelector('light')],
      vars: t.generateThemeVars(),
      contrast: (['light', 'dark'] as const).map((s) => [
        t.colorSchemes[s]?.palette.getContrastText('#777777'),
        data(t.colorSchemes[s]?.palette.augmentColor({ color: { main: '#336699' } })),
      ]),
      sx: t.unstable_sx({ p: 2, color: 'primary.main', bgcolor: 'background.paper', borderRadius: 1, m: { md: 4 } }),
      skips: [t.shouldSkipGeneratingVar(['typography', 'h1'], ''), t.shouldSkipGeneratingVar(['palette'], '')],
    });
    expect(ask(made)).toEqual(ask(expected));
    // The style sheet is Emotion's serialization of the one createTheme's theme generates.
    // Written out in the same order too (the palette's keys order the variables).
    const written = (t: AnyTheme) => serializeStyles([t.generateStyleSheets() as never]).styles;
    expect(written(made)).toBe(written(expected));
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`draws components with the same HTML and CSS (${mode} by default)`, () => {
      const ours = rendered(made, mode);
      const theirs = rendered(expected, mode);
      expect(ours.styles).toContain('--mui-palette-primary-main:#1f4e79');
      expect(ours.styles).toContain('--mui-palette-primary-main:#8cbcea');
      expect(ours).toEqual(theirs);
    });
  }
});

describe("the variables' style sheet", () => {
  // What Emotion writes into the page for createTheme's theme: the sheet of the variables.
  const emotionSheets = rendered(expected, 'light').styles;
  const css = /<style data-emotion="css-global [^"]+">(:root\{--mui-[^<]*)<\/style>/.exec(emotionSheets)?.[1];

  it('is put into index.html (and so into every page) by the build, as Emotion would have written it', () => {
    expect(css).toContain('.dark{');
    const plugin = themeSnapshot();
    const transform = plugin.transformIndexHtml as () => { tag: string; attrs: object; children: string }[];
    expect(transform()).toEqual([
      expect.objectContaining({ tag: 'style', attrs: { id: THEME_VARIABLES_STYLE_ID }, children: css }),
    ]);
  });

  it("is not generated again by the app's ThemeProviders, which draw the components as before", () => {
    const ours = rendered(made, 'light', themeProviderProps);
    expect(ours.styles).not.toContain('--mui-palette-primary-main:');
    const theirs = rendered(expected, 'light');
    // Theirs less the variables' sheet (the one that starts with `:root{--mui-`) is ours.
    const variablesSheet = /<style data-emotion="css-global [^"]+">:root\{--mui-[^<]*<\/style>/;
    expect(theirs.styles).toMatch(variablesSheet);
    expect(theirs.styles.replace(variablesSheet, '')).toBe(ours.styles);
  });
});

describe('the breakpoints the page restyles at (lib/restyle-at-breakpoints.ts)', () => {
  it("are the theme's own", () => {
    const { sm, md, lg, xl } = theme.breakpoints.values;
    expect([...THEME_BREAKPOINTS]).toEqual([sm, md, lg, xl]);
  });
});
