import { useUser } from './use-user';

/**
 * The address of a signed-in account that has not verified it yet (ordering waits for that), or
 * null: a visitor, a guest session, or a verified address (Google's always are).
 */
export function useUnverifiedEmail(): string | null {
  const { data: user } = useUser();
  if (!user || user.isAnonymous || !user.email || user.emailVerified) return null;
  return user.email;
}
