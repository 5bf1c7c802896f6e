import type { Caller } from '@toolshub/shared';
import { useStoredCaller } from '../lib/session-store';
import { useSigninState } from './use-signin-state';

export type CallerState = { status: 'loading' } | { status: 'ready'; caller: Caller | null };

/**
 * The signed-in account as the permission table (@toolshub/shared `can`) sees it, with the admin
 * claim read from the ID token; null for a visitor. The server checks the same table with the
 * admin registry behind the claim, so this only decides what to show.
 */
export function useCaller(): CallerState {
  const signin = useSigninState({ requiredClaims: { admin: true } });
  const stored = useStoredCaller();
  if (signin.status === 'loading') {
    // While the SDK loads, the stored session's caller where a signed-in page has read it.
    return stored ? { status: 'ready', caller: { ...stored, anonymous: false } } : { status: 'loading' };
  }
  const user = signin.status === 'success' && signin.data.signedIn ? signin.data.user : null;
  if (!user || signin.status !== 'success') return { status: 'ready', caller: null };
  return {
    status: 'ready',
    caller: { uid: user.uid, email: user.email, admin: signin.data.hasRequiredClaims, anonymous: user.isAnonymous },
  };
}
