/**
 * The islands' styling runtime (Emotion and MUI's system, as the theme provider needs them): a part
 * of the islands' code evaluated in a task of its own (main.tsx). Named exports only, so that the
 * part holds no more of MUI's styles than the islands use.
 */
export { ThemeProvider } from '@mui/material/styles';
