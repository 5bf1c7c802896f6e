import { useSigninCheck, type SigninCheckResult } from 'reactfire';
import { useHydrated } from './use-hydrated';

export type SigninState =
  | { status: 'loading' }
  | { status: 'error'; error: Error | undefined }
  | { status: 'success'; data: SigninCheckResult };

const LOADING: SigninState = { status: 'loading' };

/**
 * reactfire's sign-in check, except that it says 'loading' until the page is hydrated: a
 * pre-rendered page was rendered with nobody signed in yet, and Firebase Auth may already know the
 * user halfway through hydration. Guards, the navbar and the auth pages read the session here.
 */
export function useSigninState(options?: Parameters<typeof useSigninCheck>[0]): SigninState {
  const hydrated = useHydrated();
  const signin = useSigninCheck(options);
  if (!hydrated || signin.status === 'loading') return LOADING;
  if (signin.status === 'error') return { status: 'error', error: signin.error };
  return { status: 'success', data: signin.data };
}
