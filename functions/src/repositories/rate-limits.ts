import { createHash } from 'node:crypto';
import { Timestamp, type FirestoreDataConverter, type Transaction } from 'firebase-admin/firestore';
import { takeFromWindow, type RateLimit, type RateWindow } from '../domain/rate-window';
import { firestore } from '../firebase';
import { CONTENTION_CODES, contendedTransaction } from '../firestore/contended-transaction';
import { fields, millisOf } from '../firestore/fields';
import { KeyedQueue } from '../firestore/keyed-queue';
import { readDoc } from '../firestore/read-meter';

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
 * Counts one more request against every quota, inside the caller's transaction: all are taken, or
 * none when any is full. Windows are read outside the transaction's locks and written with a
 * precondition on that read (an update at its update time, a create where there was none), so
 * the commit fails if anyone counted in between and the attempt runs again: a burst on one window
 * is counted one request at a time and none slips past its limit. With locking reads, a burst
 * deadlocked on the emulator's 2 s lock timeout (the orders' tools had the same tie; see
 * FirestoreOrderTransaction). Run it through quotaTransaction, which retries those failures.
 */
export async function takeQuotas(tx: Transaction, quotas: Quota[], nowMs: number): Promise<QuotaDecision> {
  const refs = quotas.map((q) => rateLimitsCollection().doc(quotaDocId(q.scope, q.key)).withConverter(windowConverter));
  const snaps = await Promise.all(refs.map((ref) => readDoc(ref)));
  const decisions = quotas.map((q, i) => takeFromWindow(snaps[i]?.data() ?? null, nowMs, q.limit));
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
    const ref = refs[i]?.withConverter(null);
    const read = snaps[i];
    if (!decision.allowed || !quota || !ref || !read) return;
    const data = {
      ...windowConverter.toFirestore(decision.next),
      scope: quota.scope,
      expiresAt: Timestamp.fromMillis(decision.next.windowStartMs + quota.limit.windowMs),
    };
    if (read.exists && read.updateTime) tx.update(ref, data, { lastUpdateTime: read.updateTime });
    else tx.create(ref, data);
  });
  return { allowed: true };
}

/**
 * Requests that count against the same window (a burst from one mailbox, every inquiry against the
 * shop's window) collide on its document: they take turns in this instance and retry briefly
 * against others.
 */
const hotWindows = new KeyedQueue();

/** Besides contention, the checked writes' failures: another request counted in between. */
const RETRYABLE = new Set([
  ...CONTENTION_CODES,
  5, // NOT_FOUND: the window read was removed (by its TTL) before the commit
  6, // ALREADY_EXISTS: another request opened the window first
  9, // FAILED_PRECONDITION: another request counted since the window was read
]);

/** Runs `work` (which takes the quotas with takeQuotas) in one transaction over their windows. */
export function quotaTransaction<T>(quotas: Quota[], work: (tx: Transaction) => Promise<T>): Promise<T> {
  return contendedTransaction(work, {
    keys: quotas.map((q) => quotaDocId(q.scope, q.key)),
    queue: hotWindows,
    retryOn: RETRYABLE,
    busyMessage: 'We are receiving a great many requests just now; please try again',
  });
}
