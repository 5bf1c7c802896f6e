import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below MUI's `sm` breakpoint (600 px): lists show cards instead of tables. Client-only screens
 * (the dashboard) read the width on their first render (`noSsr`), so a phone never draws the table first.
 */
export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
