import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewFormValues } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './get-reviews';

// POST /api/review   { review }: the reviewer (name, e-mail, photo) comes from the token
export function postReview(
  review: ReviewFormValues & { reviewerName: string; reviewerEmail: string; reviewerImage: string },
) {
  return apiRequest<{ acknowledged: boolean; insertedId: string }>('/review', { method: 'POST', body: { review } });
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
