import { storedCallerOf, useSessionValue, type SessionState } from '../lib/session-store';

/** Who is signed in, as a page shows them. */
export interface Account {
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

function accountOf(current: SessionState): Account | null | undefined {
  const { session } = current;
  if (session.status === 'success') {
    if (!session.user) return null;
    const { email, displayName, emailVerified, isAnonymous } = session.user;
    return { email, displayName, emailVerified, isAnonymous };
  }
  const stored = storedCallerOf(current);
  if (!stored) return undefined;
  return {
    email: stored.email,
    displayName: stored.displayName,
    emailVerified: stored.emailVerified,
    isAnonymous: false,
  };
}

function sameAccount(a: Account | null | undefined, b: Account | null | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified &&
    a.isAnonymous === b.isAnonymous
  );
}

/**
 * The signed-in account as the pages show it (a checkout's name and address, the notice for an
 * unverified address): the SDK's user, or while the SDK loads, the stored session's caller where the
 * page draws on it (lib/session-store.ts). Undefined while neither is known; null for a visitor.
 * Redrawn only when what it shows changes (not when the SDK answers for the account the stored
 * session named).
 */
export function useAccount(): Account | null | undefined {
  return useSessionValue(accountOf, sameAccount);
}
