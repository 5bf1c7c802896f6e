import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Review } from '@toolshub/shared';
import { firestore } from '../firebase';
import type { PageRequest } from '../http/paging';
import { newestFirstPage, type Page } from './paged-query';
import { isoOrNull } from './timestamps';

export const reviewsCollection = () => firestore().collection('reviews');

export function toReview(doc: DocumentSnapshot): Review {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    reviewerName: String(data.reviewerName ?? ''),
    reviewerEmail: String(data.reviewerEmail ?? ''),
    reviewText: String(data.reviewText ?? ''),
    reviewRating: Number(data.reviewRating ?? 0),
    reviewerImage: String(data.reviewerImage ?? ''),
    createdAt: isoOrNull(data.createdAt),
  };
}

export function listReviews(page: PageRequest): Promise<Page<Review>> {
  return newestFirstPage(reviewsCollection(), page, toReview);
}

/** What a new review stores besides its server timestamp; `uid` says whose it is. */
export interface NewReview {
  uid: string;
  reviewerName: string;
  reviewerEmail: string;
  reviewerImage: string;
  reviewText: string;
  reviewRating: number;
}

export async function insertReview(review: NewReview): Promise<string> {
  const ref = reviewsCollection().doc();
  await ref.create({ ...review, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}
