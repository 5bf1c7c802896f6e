import { useSnackbar } from '../../../components/SnackbarProvider';
import { useEffect, useRef } from 'react';
import { onSessionRejected } from '../../../lib/session';
import { getAdminStatus } from '../api/admin-status';
import { useSignOut } from '../../../hooks/use-sign-out';
import { useSigninState } from '../../../hooks/use-signin-state';

/**
 * Two duties for a signed-in user, with no UI of its own:
 * - a refused session (any 401, or a 403 on the user, order or tool lists) signs out and goes
 *   home, saying why;
 * - on load and whenever the window regains focus, ask the server for the admin claim; if it
 *   changed, the api-client refreshes the ID token and the drawer and guards follow.
 */
export function SessionWatch() {
  const signOut = useSignOut();
  const { enqueueSnackbar } = useSnackbar();
  const signin = useSigninState();
  const email = signin.status === 'success' && signin.data.signedIn ? (signin.data.user?.email ?? null) : null;

  // Several requests in flight may be refused at once: one message, one sign-out.
  const ending = useRef(false);
  useEffect(() => {
    onSessionRejected((reason) => {
      if (ending.current) return;
      ending.current = true;
      enqueueSnackbar(reason ?? 'Your session has ended. Please sign in again.', { variant: 'warning' });
      void signOut().finally(() => {
        ending.current = false;
      });
    });
    return () => onSessionRejected(null);
  }, [enqueueSnackbar, signOut]);

  useEffect(() => {
    if (!email) return;
    const check = () => void getAdminStatus(email).catch(() => undefined);
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [email]);

  return null;
}
