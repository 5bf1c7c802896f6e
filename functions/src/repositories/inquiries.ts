import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type FirestoreDataConverter } from 'firebase-admin/firestore';
import type { Inquiry } from '@toolshub/shared';
import { takeFromWindow, type RateLimit, type RateWindow } from '../domain/rate-window';
import { firestore } from '../firebase';
import { fields, isoOrNull, millisOf } from './fields';
import { newestFirstPage, type Page, type PageRequest } from './paged-query';
import { readDocInTransaction } from './read-meter';

/** `inquiries/{id}`: { email (lower case), createdAt }. */
export interface InquiryRecord {
  id: string;
  email: string;
  createdAt: Timestamp | null;
}

const inquiryConverter: FirestoreDataConverter<InquiryRecord> = {
  toFirestore: ({ id: _id, ...doc }: InquiryRecord) => doc,
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return { id: snap.id, email: f.string('email'), createdAt: f.timestamp('createdAt') };
  },
};

const limitWindowConverter: FirestoreDataConverter<RateWindow> = {
  toFirestore: (window: RateWindow) => ({
    windowStart: Timestamp.fromMillis(window.windowStartMs),
    count: window.count,
  }),
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return { windowStartMs: millisOf(f.timestamp('windowStart')), count: f.number('count') };
  },
};

export const inquiriesCollection = () => firestore().collection('inquiries');
const inquiries = () => inquiriesCollection().withConverter(inquiryConverter);

/**
 * `inquiryLimits/{sha256(email)}`: { windowStart, count, expiresAt }, one per address. The id is a
 * hash so the address is not spelled out twice; `expiresAt` lets a TTL policy remove old windows.
 */
export const inquiryLimitsCollection = () => firestore().collection('inquiryLimits');

export function addressKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

export function toInquiry(record: InquiryRecord): Inquiry {
  return { _id: record.id, email: record.email, createdAt: isoOrNull(record.createdAt) };
}

export type AddInquiryResult = { accepted: true; id: string } | { accepted: false; retryAfterMs: number };

/**
 * Stores an inquiry from `email` (already lower case) unless the address has used up its window.
 * The counter and the inquiry are written in one transaction, so concurrent requests from one
 * address cannot slip past the limit.
 */
export async function addInquiry(email: string, limit: RateLimit, nowMs = Date.now()): Promise<AddInquiryResult> {
  const db = firestore();
  const limitRef = inquiryLimitsCollection().doc(addressKey(email)).withConverter(limitWindowConverter);
  const inquiryRef = inquiriesCollection().doc();
  return db.runTransaction(async (tx): Promise<AddInquiryResult> => {
    const snap = await readDocInTransaction(tx, limitRef);
    const current = snap.data() ?? null;
    const decision = takeFromWindow(current, nowMs, limit);
    if (!decision.allowed) return { accepted: false, retryAfterMs: decision.retryAfterMs };
    tx.set(limitRef.withConverter(null), {
      ...limitWindowConverter.toFirestore(decision.next),
      expiresAt: Timestamp.fromMillis(decision.next.windowStartMs + limit.windowMs),
    });
    tx.set(inquiryRef, { email, createdAt: FieldValue.serverTimestamp() });
    return { accepted: true, id: inquiryRef.id };
  });
}

export async function listInquiries(page: PageRequest): Promise<Page<Inquiry>> {
  const found = await newestFirstPage(inquiries(), page, (i) => i.createdAt);
  return { ...found, items: found.items.map(toInquiry) };
}

/** An aggregation query: one read per 1000 documents, not a read of each. */
export async function countInquiries(): Promise<number> {
  return (await inquiriesCollection().count().get()).data().count;
}
