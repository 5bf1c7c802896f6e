import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOnline } from '../hooks/use-online';

export const OFFLINE_MESSAGE = "You are offline. We'll pick up where you left off when you're back.";

/**
 * Says so while the browser is offline. Fixed at the bottom of the window, so it moves nothing on
 * the page when it comes and goes; built from the first load's own parts (Alert is loaded on demand,
 * which cannot happen offline).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite" sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'snackbar' }}>
      {!online && (
        <Typography
          data-testid="offline-banner"
          sx={{ bgcolor: 'grey.900', color: 'common.white', boxShadow: 6, px: 2, py: 1.5, textAlign: 'center' }}
        >
          {OFFLINE_MESSAGE}
        </Typography>
      )}
    </Box>
  );
}
