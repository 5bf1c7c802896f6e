import { useAccount } from './use-account';

/**
 * The address of a signed-in account that has not verified it yet (ordering waits for that), or
 * null: a visitor, a guest session, or a verified address (Google's always are).
 */
export function useUnverifiedEmail(): string | null {
  const account = useAccount();
  if (!account || account.isAnonymous || !account.email || account.emailVerified) return null;
  return account.email;
}
