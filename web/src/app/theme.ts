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
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
