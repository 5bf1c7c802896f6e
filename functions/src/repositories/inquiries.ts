import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Inquiry } from '@toolshub/shared';
import { takeFromWindow, type RateLimit } from '../domain/rate-window';
import { firestore } from '../firebase';
import type { PageRequest } from '../http/paging';
import { newestFirstPage, type Page } from './paged-query';
import { readDocInTransaction } from './read-meter';
import { isoOrNull, millisOf } from './timestamps';

/** `inquiries/{id}`: { email (lower case), createdAt }. */
export const inquiriesCollection = () => firestore().collection('inquiries');

/**
 * `inquiryLimits/{sha256(email)}`: { windowStart, count, expiresAt }, one per address. The id is a
 * hash so the address is not spelled out twice; `expiresAt` lets a TTL policy remove old windows.
 */
export const inquiryLimitsCollection = () => firestore().collection('inquiryLimits');

export function addressKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

export function toInquiry(doc: DocumentSnapshot): Inquiry {
  const data = doc.data() ?? {};
  return { _id: doc.id, email: String(data.email ?? ''), createdAt: isoOrNull(data.createdAt) };
}

export type AddInquiryResult = { accepted: true; id: string } | { accepted: false; retryAfterMs: number };

/**
 * Stores an inquiry from `email` (already lower case) unless the address has used up its window.
 * The counter and the inquiry are written in one transaction, so concurrent requests from one
 * address cannot slip past the limit.
 */
export async function addInquiry(email: string, limit: RateLimit, nowMs = Date.now()): Promise<AddInquiryResult> {
  const db = firestore();
  const limitRef = inquiryLimitsCollection().doc(addressKey(email));
  const inquiryRef = inquiriesCollection().doc();
  return db.runTransaction(async (tx): Promise<AddInquiryResult> => {
    const snap = await readDocInTransaction(tx, limitRef);
    const current = snap.exists
      ? { windowStartMs: millisOf(snap.get('windowStart')), count: Number(snap.get('count') ?? 0) }
      : null;
    const decision = takeFromWindow(current, nowMs, limit);
    if (!decision.allowed) return { accepted: false, retryAfterMs: decision.retryAfterMs };
    tx.set(limitRef, {
      windowStart: Timestamp.fromMillis(decision.next.windowStartMs),
      count: decision.next.count,
      expiresAt: Timestamp.fromMillis(decision.next.windowStartMs + limit.windowMs),
    });
    tx.set(inquiryRef, { email, createdAt: FieldValue.serverTimestamp() });
    return { accepted: true, id: inquiryRef.id };
  });
}

export function listInquiries(page: PageRequest): Promise<Page<Inquiry>> {
  return newestFirstPage(inquiriesCollection(), page, toInquiry);
}

/** An aggregation query: one read per 1000 documents, not a read of each. */
export async function countInquiries(): Promise<number> {
  return (await inquiriesCollection().count().get()).data().count;
}
