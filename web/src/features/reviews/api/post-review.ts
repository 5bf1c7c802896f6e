import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ReviewFormValues } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// POST /api/review   { review: { reviewText, reviewRating } }: the reviewer is the signed-in account
export function postReview(review: ReviewFormValues) {
  return callApi('postReview', { path: endpoints.postReview.path(), body: { review } });
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
