import { createColorScheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/**
 * The shop's theme, as MUI options: both colour schemes, drawn with CSS variables so the server's
 * HTML suits either. The browser does not build it from these (app/theme.ts says why); the build
 * does (build/theme-snapshot.ts), and so do the tests that check the two agree.
 */
export const themeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1f4e79' },
        secondary: { main: '#8a4b12' },
        // MUI's own info blue (#0288d1) under white text is 3.9:1, below WCAG AA's 4.5 (a
        // "processing" status chip); this one is 4.8:1.
        info: { main: '#0277bd' },
        background: { default: '#f7f5f2' },
      },
    },
    dark: {
      palette: {
        // Label text on a filled colour meets WCAG AA's 4.5:1 (MUI's default picks white from 3:1:
        // white on the dark scheme's error red, a "cancelled" status chip, is 3.7:1).
        contrastThreshold: 4.5,
        primary: { main: '#8cbcea' },
        secondary: { main: '#e6a15c' },
      },
    },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Someone who asked their system for less motion gets none: transitions, ripples, skeleton
        // pulses and spinners stand still (plain CSS, so the server's HTML and the client agree).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
} satisfies ThemeOptions;

/**
 * The theme MUI builds without CSS variables from the same options: its default (light) colour scheme,
 * as MUI itself builds that scheme inside the full theme.
 */
export function twinOptions(): ThemeOptions {
  const { cssVariables: _cssVariables, colorSchemes, ...shared } = themeOptions;
  return { ...shared, palette: { mode: 'light', ...colorSchemes.light.palette } };
}

/**
 * The colour scheme `name` as MUI makes it for the full theme before adding its variables: the
 * default scheme's palette is the light theme's own (`twin`, made from `twinOptions()`), another
 * scheme's is made on its own.
 */
export function schemeWithoutVariables(name: 'light' | 'dark', twin: Theme): object {
  if (name === 'light') return { palette: twin.palette };
  return createColorScheme({ palette: { mode: name, ...themeOptions.colorSchemes[name].palette } });
}
