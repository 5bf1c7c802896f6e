import type { User } from 'firebase/auth';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { putCurrentUser } from '../api/put-current-user';

/** Where a guard sent the visitor from, remembered in the router's location state. */
export function useRememberedPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

/** After any sign-in: send the profile to the server, then go to the remembered path or '/'. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const target = useRememberedPath();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (user: User) => {
      try {
        await putCurrentUser(user);
      } catch (err) {
        enqueueSnackbar(`Signed in, but your profile could not be saved: ${errorMessage(err)}`, { variant: 'warning' });
      }
      void navigate(target, { replace: true });
    },
    [enqueueSnackbar, navigate, target],
  );
}
