import type { User } from 'firebase/auth';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { putCurrentUser } from '../api/put-current-user';

/** A page the signed-in account may not open, which its guard sent to /login (RequireScreen). */
export interface NotOpenScreen {
  /** The page's name, as the dashboard lists it. */
  screen: string;
  email: string | null;
}

/** What a guard leaves in the router's location state on its way to /login. */
interface GuardState {
  from?: Location;
  notOpen?: NotOpenScreen;
}

const guardState = (state: unknown): GuardState => (state ?? {}) as GuardState;

/** Where a guard sent the visitor from, remembered in the router's location state. */
export function useRememberedPath(): string {
  const { from } = guardState(useLocation().state);
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

/** The page the signed-in account was refused, when a guard sent it here for that; else null. */
export function useNotOpenScreen(): NotOpenScreen | null {
  return guardState(useLocation().state).notOpen ?? null;
}

/**
 * After any sign-in: send the profile to the server, then what the page asks for once signed in
 * (`afterwards`), then go to the remembered path or '/'. `afterwards` goes
 * before leaving: Login and Register leave a visitor's page by loading the next one in full (an
 * islands page), which would cancel a request still on its way (a new account's verification mail).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const target = useRememberedPath();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (user: User, afterwards?: () => Promise<unknown>) => {
      try {
        await putCurrentUser(user);
      } catch (err) {
        enqueueSnackbar(`Signed in, but your profile could not be saved: ${errorMessage(err)}`, { variant: 'warning' });
      }
      // Its failure is its own to report (the mail has 'Resend'): it must not keep the account here.
      await afterwards?.().catch(() => undefined);
      void navigate(target, { replace: true });
    },
    [enqueueSnackbar, navigate, target],
  );
}
