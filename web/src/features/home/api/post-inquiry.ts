import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type InquiryInput = ApiBody<'postInquiry'>;

// POST /api/inquiry
export function postInquiry(input: InquiryInput) {
  return callApi('postInquiry', { path: endpoints.postInquiry.path(), body: input });
}

export function usePostInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInquiry,
    // An admin trying the banner sees the new row on the Inquiries page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries.all }),
  });
}
