import type { User } from 'firebase/auth';
import { useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { authErrorMessage } from '../api/auth-errors';
import { useCompleteSignIn, useNotOpenScreen, useRememberedPath } from './use-complete-sign-in';
import { useSigninState } from '../../../hooks/use-signin-state';

/**
 * What Login and Register share: a busy flag, the provider's message, the sign-in completion,
 * where to send a visitor who is already signed in (null while there is nothing to do), and the
 * page a signed-in account was refused, when that is why it is here (`notOpen`).
 * `ready` is false while a pre-rendered page waits for its code: the buttons stay disabled, so the
 * browser cannot submit the form on its own (an e-mail and password in the address).
 */
export function useAuthPage() {
  const signin = useSigninState();
  const completeSignIn = useCompleteSignIn();
  const target = useRememberedPath();
  const refused = useNotOpenScreen();
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Runs an e-mail sign-in or sign-up, then completes it, with `afterwards` before leaving the
   * page; a failure becomes a readable message.
   */
  const submit = async (signIn: () => Promise<User>, afterwards?: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await completeSignIn(await signIn(), afterwards);
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const signedIn = signin.status === 'success' && signin.data.signedIn;
  // A page the signed-in account may not open sent it here: say so, and offer to sign in as another.
  const notOpen = signedIn ? refused : null;
  // Already signed in (and not in the middle of signing in here): nothing to do on this page.
  const redirectTo = !busy && signedIn && !notOpen ? target : null;
  return { busy, ready, setBusy, error, submit, completeSignIn, redirectTo, notOpen };
}
