import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, PAGE_SIZES } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/reviews?limit=
export function getReviews(limit: number, signal?: AbortSignal) {
  return callApi('listReviews', { path: endpoints.listReviews.path({ limit }), signal });
}

/** The product's caching (3 retries with backoff, refetch on focus/reconnect, 5 min) is the client default. */
export const reviewsQueryOptions = (limit: number = PAGE_SIZES.homeReviews) =>
  queryOptions({ queryKey: queryKeys.reviews.list({ limit }), queryFn: ({ signal }) => getReviews(limit, signal) });

export function useReviews(limit: number = PAGE_SIZES.homeReviews) {
  return useQuery(reviewsQueryOptions(limit));
}
