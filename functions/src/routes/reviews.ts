import { Router } from 'express';
import { postReviewBodySchema } from '@toolshub/shared';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { config } from '../config';
import { tooManyRequests } from '../errors';
import { endpoint } from '../http/endpoint';
import { parsePage, setNextLink } from '../http/paging';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { insertReview, listReviews } from '../repositories/reviews';
import { findProfileRecord } from '../repositories/accounts/users';

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
  const result = await insertReview(
    {
      uid: user.uid,
      // Reviews are public: without a profile name they are signed generically, never by address.
      reviewerName: identity.name ?? ANONYMOUS_REVIEWER,
      reviewerEmail: identity.email,
      reviewerImage: identity.photoURL,
      reviewText: review.reviewText,
      reviewRating: review.reviewRating,
    },
    { scope: 'review-account', key: user.uid, limit: config.reviewLimit },
  );
  if (!result.accepted) {
    const hours = Math.max(1, Math.ceil(result.retryAfterMs / 3_600_000));
    throw tooManyRequests(
      `You have posted ${config.reviewLimit.max} reviews today; you can post another in ${hours === 1 ? '1 hour' : `${hours} hours`}`,
      Math.ceil(result.retryAfterMs / 1000),
    );
  }
  res.status(201);
  return { acknowledged: true, insertedId: result.id };
});
