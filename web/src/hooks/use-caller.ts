import type { Caller } from '@toolshub/shared';
import { storedCallerOf, useSessionValue, type SessionState } from '../lib/session-store';

export type CallerState = { status: 'loading' } | { status: 'ready'; caller: Caller | null };

const LOADING: CallerState = { status: 'loading' };

function callerOf(current: SessionState): CallerState {
  const { session } = current;
  if (session.status === 'loading') {
    // While the SDK loads, the stored session's caller where a signed-in page has read it.
    const stored = storedCallerOf(current);
    return stored
      ? { status: 'ready', caller: { uid: stored.uid, email: stored.email, admin: stored.admin, anonymous: false } }
      : LOADING;
  }
  const user = session.status === 'success' ? session.user : null;
  if (!user || session.status !== 'success') return { status: 'ready', caller: null };
  return {
    status: 'ready',
    caller: { uid: user.uid, email: user.email, admin: session.isAdmin, anonymous: user.isAnonymous },
  };
}

function sameCaller(a: CallerState, b: CallerState): boolean {
  if (a.status === 'loading' || b.status === 'loading') return a.status === b.status;
  if (!a.caller || !b.caller) return a.caller === b.caller;
  return (
    a.caller.uid === b.caller.uid &&
    a.caller.email === b.caller.email &&
    a.caller.admin === b.caller.admin &&
    a.caller.anonymous === b.caller.anonymous
  );
}

/**
 * The signed-in account as the permission table (@toolshub/shared `can`) sees it, with the admin
 * claim read from the ID token; null for a visitor. The server checks the same table with the
 * admin registry behind the claim, so this only decides what to show. The same account redraws
 * nothing: the SDK answering for the account the stored session named leaves its readers alone.
 */
export function useCaller(): CallerState {
  return useSessionValue(callerOf, sameCaller);
}
