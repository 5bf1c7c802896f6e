import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { SPINNER_DELAY_MS } from '../config/motion';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const delayed = `${SPINNER_DELAY_MS}ms`;

/** A page's or a section's wait: a spinner that shows (and turns) only once the wait is long (config/motion.ts). */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <Box sx={{ display: 'flex', animation: `${appear} 200ms ease-in ${delayed} both` }}>
        <CircularProgress
          aria-label={label}
          sx={{ animationDelay: delayed, '& .MuiCircularProgress-circle': { animationDelay: delayed } }}
        />
      </Box>
    </Box>
  );
}

/**
 * The account area while the session is being checked: a still placeholder of the account button's
 * size (the check takes a moment on every page, and a header that moves for it costs frames).
 */
export function SessionCheckPlaceholder() {
  return (
    <Box
      role="progressbar"
      aria-label="Checking your session"
      sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'action.hover', flexShrink: 0 }}
    />
  );
}
