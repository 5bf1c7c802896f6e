import type { User } from 'firebase/auth';
import { useAuthSession } from '../lib/session-store';

/** The signed-in Firebase user (null for a visitor, undefined while the session loads). */
export function useUser(): { status: 'loading' | 'success' | 'error'; data: User | null | undefined } {
  const session = useAuthSession();
  return { status: session.status, data: session.status === 'success' ? session.user : undefined };
}
