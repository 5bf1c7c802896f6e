import { Router } from 'express';
import { parsePage, setNextLink } from '../http/paging';
import { listReviews } from '../repositories/reviews';

export const reviewsRouter = Router();

// GET /api/reviews?limit=&after=  (public: newest first)
reviewsRouter.get('/reviews', async (req, res) => {
  const page = await listReviews(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});
