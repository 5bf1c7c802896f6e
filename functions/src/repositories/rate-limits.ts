import { createHash } from 'node:crypto';
import { Timestamp, type FirestoreDataConverter, type Transaction } from 'firebase-admin/firestore';
import { takeFromWindow, type RateLimit, type RateWindow } from '../domain/rate-window';
import { firestore } from '../firebase';
import { fields, millisOf } from '../firestore/fields';
import { readDocInTransaction } from '../firestore/read-meter';

/**
 * `rateLimits/{scope}:{sha256(key)}`: one fixed window per thing being limited (an account's
 * reviews, a mailbox's inquiries, a client's inquiries, the whole shop's inquiries). Keys are
 * hashed so no address or IP is kept in clear; `expiresAt` lets a TTL policy remove old windows.
 */
export const rateLimitsCollection = () => firestore().collection('rateLimits');

const windowConverter: FirestoreDataConverter<RateWindow> = {
  toFirestore: (window: RateWindow) => ({
    windowStart: Timestamp.fromMillis(window.windowStartMs),
    count: window.count,
  }),
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return { windowStartMs: millisOf(f.timestamp('windowStart')), count: f.number('count') };
  },
};

export interface Quota {
  /** What is limited, e.g. 'review-account' (also stored, so an operator can see what a window is for). */
  scope: string;
  /** Who within the scope: an account id, a mailbox, an address. */
  key: string;
  limit: RateLimit;
}

export function quotaDocId(scope: string, key: string): string {
  return `${scope}:${createHash('sha256').update(key).digest('hex')}`;
}

export type QuotaDecision = { allowed: true } | { allowed: false; retryAfterMs: number; scope: string };

/**
 * Counts one more request against every quota, inside the caller's transaction (reads first, then
 * writes, as Firestore wants): all are taken, or none when any is full. Concurrent requests
 * contend on the window documents, so none can slip past a limit.
 */
export async function takeQuotas(tx: Transaction, quotas: Quota[], nowMs: number): Promise<QuotaDecision> {
  const refs = quotas.map((q) => rateLimitsCollection().doc(quotaDocId(q.scope, q.key)).withConverter(windowConverter));
  const current = await Promise.all(refs.map(async (ref) => (await readDocInTransaction(tx, ref)).data() ?? null));
  const decisions = quotas.map((q, i) => takeFromWindow(current[i] ?? null, nowMs, q.limit));
  const refused = decisions.findIndex((d) => !d.allowed);
  if (refused >= 0) {
    const decision = decisions[refused];
    return {
      allowed: false,
      retryAfterMs: decision && !decision.allowed ? decision.retryAfterMs : 0,
      scope: quotas[refused]?.scope ?? '',
    };
  }
  decisions.forEach((decision, i) => {
    const quota = quotas[i];
    const ref = refs[i];
    if (!decision.allowed || !quota || !ref) return;
    tx.set(ref.withConverter(null), {
      ...windowConverter.toFirestore(decision.next),
      scope: quota.scope,
      expiresAt: Timestamp.fromMillis(decision.next.windowStartMs + quota.limit.windowMs),
    });
  });
  return { allowed: true };
}
