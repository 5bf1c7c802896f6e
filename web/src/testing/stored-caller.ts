import type { StoredCaller } from '../lib/session-store';

/** The stored session's caller of a test: a verified account without a name unless said otherwise. */
export function storedCaller(who: Pick<StoredCaller, 'uid' | 'email' | 'admin'> & Partial<StoredCaller>): StoredCaller {
  return { displayName: null, emailVerified: true, ...who };
}
