import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import type { CreatedSort, Inquiry } from '@toolshub/shared';
import { firestore } from '../firebase';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { mailCollection, newMailDocument } from './mail/mail';
import { fields, isoOrNull } from '../firestore/fields';
import { newestFirstPage, type Page, type PageRequest } from '../firestore/paged-query';
import { quotaTransaction, takeQuotas, type Quota } from './rate-limits';

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

export const inquiriesCollection = () => firestore().collection('inquiries');
const inquiries = () => inquiriesCollection().withConverter(inquiryConverter);

export function toInquiry(record: InquiryRecord): Inquiry {
  return { _id: record.id, email: record.email, createdAt: isoOrNull(record.createdAt) };
}

export type AddInquiryResult =
  { accepted: true; id: string } | { accepted: false; retryAfterMs: number; scope: string };

/**
 * Stores an inquiry from `email` (already lower case) when every quota still has room (the
 * mailbox's, the client's, the shop's). The windows, the inquiry and its message (`mail`, none
 * when it has no addressee) are written in one transaction, so concurrent requests cannot slip
 * past a limit, and the message goes out if and only if the inquiry was taken.
 */
export async function addInquiry(
  email: string,
  quotas: Quota[],
  mail: OutgoingMail,
  nowMs = Date.now(),
): Promise<AddInquiryResult> {
  const inquiryRef = inquiriesCollection().doc();
  return quotaTransaction(quotas, async (tx): Promise<AddInquiryResult> => {
    const decision = await takeQuotas(tx, quotas, nowMs);
    if (!decision.allowed) return { accepted: false, retryAfterMs: decision.retryAfterMs, scope: decision.scope };
    tx.set(inquiryRef, { email, createdAt: FieldValue.serverTimestamp() });
    if (mail.to.length) tx.create(mailCollection().doc(), newMailDocument(mail));
    return { accepted: true, id: inquiryRef.id };
  });
}

export async function listInquiries(page: PageRequest, sort: CreatedSort = 'newest'): Promise<Page<Inquiry>> {
  return newestFirstPage(inquiries(), page, toInquiry, sort === 'oldest' ? 'asc' : 'desc');
}

/** An aggregation query: one read per 1000 documents, not a read of each. */
export async function countInquiries(): Promise<number> {
  return (await inquiriesCollection().count().get()).data().count;
}
