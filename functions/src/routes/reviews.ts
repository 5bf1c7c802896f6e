import { Router } from 'express';
import { postReviewBodySchema } from '@toolshub/shared';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { parsePage, setNextLink } from '../http/paging';
import { currentUser, requireAuth } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { insertReview, listReviews } from '../repositories/reviews';
import { findProfileBasics } from '../repositories/users';

export const reviewsRouter = Router();

// GET /api/reviews?limit=&after=  (public: newest first)
reviewsRouter.get('/reviews', async (req, res) => {
  const page = await listReviews(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});

// POST /api/review  (signed in: body { review: { reviewText, reviewRating } }; the reviewer is the caller)
reviewsRouter.post('/review', requireAuth, async (req, res) => {
  const user = currentUser(req);
  const { review } = await validate(postReviewBodySchema, req.body);
  const identity = await resolveCallerIdentity(user, findProfileBasics);
  const insertedId = await insertReview({
    uid: user.uid,
    reviewerName: identity.name,
    reviewerEmail: identity.email,
    reviewerImage: identity.photoURL,
    reviewText: review.reviewText,
    reviewRating: review.reviewRating,
  });
  res.status(201).json({ acknowledged: true, insertedId });
});
