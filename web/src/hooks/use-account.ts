import { useStoredCaller } from '../lib/session-store';
import { useUser } from './use-user';

/** Who is signed in, as a page shows them. */
export interface Account {
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

/**
 * The signed-in account as the pages show it (a checkout's name and address, the notice for an
 * unverified address): the SDK's user, or while the SDK loads, the stored session's caller where the
 * page draws on it (lib/session-store.ts). Undefined while neither is known; null for a visitor.
 */
export function useAccount(): Account | null | undefined {
  const { data: user } = useUser();
  const stored = useStoredCaller();
  if (user) {
    const { email, displayName, emailVerified, isAnonymous } = user;
    return { email, displayName, emailVerified, isAnonymous };
  }
  if (user === null || !stored) return user;
  return {
    email: stored.email,
    displayName: stored.displayName,
    emailVerified: stored.emailVerified,
    isAnonymous: false,
  };
}
