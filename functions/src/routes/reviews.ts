import { Router } from 'express';
import { postReviewBodySchema } from '@toolshub/shared';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { endpoint } from '../http/endpoint';
import { parsePage, setNextLink } from '../http/paging';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { insertReview, listReviews } from '../repositories/reviews';
import { findProfileRecord } from '../repositories/users';

export const reviewsRouter = Router();

const ANONYMOUS_REVIEWER = 'A Tools Hub customer';

// GET /api/reviews?limit=&after=  (public: newest first)
endpoint(reviewsRouter, 'listReviews', allow('reviews:read'), async (req, res) => {
  const page = await listReviews(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// POST /api/review  (signed in: body { review: { reviewText, reviewRating } }; the reviewer is the caller)
endpoint(reviewsRouter, 'postReview', allow('reviews:create'), async (req, res) => {
  const user = currentUser(req);
  const { review } = await validate(postReviewBodySchema, req.body);
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  const insertedId = await insertReview({
    uid: user.uid,
    // Reviews are public: without a profile name they are signed generically, never by address.
    reviewerName: identity.name ?? ANONYMOUS_REVIEWER,
    reviewerEmail: identity.email,
    reviewerImage: identity.photoURL,
    reviewText: review.reviewText,
    reviewRating: review.reviewRating,
  });
  res.status(201);
  return { acknowledged: true, insertedId };
});
