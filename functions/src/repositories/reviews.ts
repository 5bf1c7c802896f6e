import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import type { Review } from '@toolshub/shared';
import { firestore } from '../firebase';
import { fields, isoOrNull } from '../firestore/fields';
import { newestFirstPage, type Page, type PageRequest } from '../firestore/paged-query';
import { quotaTransaction, takeQuotas, type Quota } from './rate-limits';

/** What a new review stores besides its server timestamp; `uid` and the address (never shown) say whose it is. */
export interface NewReview {
  uid: string;
  reviewerName: string;
  reviewerEmail: string;
  reviewerImage: string;
  reviewText: string;
  reviewRating: number;
}

export interface ReviewRecord extends NewReview {
  id: string;
  createdAt: Timestamp | null;
}

export const reviewConverter: FirestoreDataConverter<ReviewRecord> = {
  toFirestore: ({ id: _id, createdAt: _createdAt, ...doc }: ReviewRecord) => doc,
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return {
      id: snap.id,
      uid: f.string('uid'),
      reviewerName: f.string('reviewerName'),
      reviewerEmail: f.string('reviewerEmail'),
      reviewerImage: f.string('reviewerImage'),
      reviewText: f.string('reviewText'),
      reviewRating: f.number('reviewRating'),
      createdAt: f.timestamp('createdAt'),
    };
  },
};

export const reviewsCollection = () => firestore().collection('reviews');
const reviews = () => reviewsCollection().withConverter(reviewConverter);

/** The public shape: what the home page shows, no e-mail address. */
export function toReview(record: ReviewRecord): Review {
  return {
    _id: record.id,
    reviewerName: record.reviewerName,
    reviewText: record.reviewText,
    reviewRating: record.reviewRating,
    reviewerImage: record.reviewerImage,
    createdAt: isoOrNull(record.createdAt),
  };
}

export async function listReviews(page: PageRequest): Promise<Page<Review>> {
  return newestFirstPage(reviews(), page, toReview);
}

export type InsertReviewResult = { accepted: true; id: string } | { accepted: false; retryAfterMs: number };

/** Stores the review when the account's quota has room; both in one transaction. */
export async function insertReview(review: NewReview, quota: Quota, nowMs = Date.now()): Promise<InsertReviewResult> {
  const ref = reviewsCollection().doc();
  return quotaTransaction([quota], async (tx): Promise<InsertReviewResult> => {
    const decision = await takeQuotas(tx, [quota], nowMs);
    if (!decision.allowed) return { accepted: false, retryAfterMs: decision.retryAfterMs };
    tx.create(ref, { ...review, createdAt: FieldValue.serverTimestamp() });
    return { accepted: true, id: ref.id };
  });
}
