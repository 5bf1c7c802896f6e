import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (limit: number) => ['reviews', 'list', limit] as const,
};

export const HOME_REVIEW_COUNT = 6;

// GET /api/reviews?limit=
export function getReviews(limit: number, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>(`/reviews?limit=${limit}`, { signal });
}

/** The spec's caching (3 retries with backoff, refetch on focus/reconnect, 5 min) is the client default. */
export const reviewsQueryOptions = (limit = HOME_REVIEW_COUNT) =>
  queryOptions({ queryKey: reviewKeys.list(limit), queryFn: ({ signal }) => getReviews(limit, signal) });

export function useReviews(limit = HOME_REVIEW_COUNT) {
  return useQuery(reviewsQueryOptions(limit));
}
