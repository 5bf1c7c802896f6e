import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1f4e79' },
        secondary: { main: '#8a4b12' },
        background: { default: '#f7f5f2' },
      },
    },
    dark: {
      palette: {
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
});
