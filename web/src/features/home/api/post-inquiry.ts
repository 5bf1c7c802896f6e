import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys } from '../../admin-inquiries/api/get-inquiries';

export interface InquiryInput {
  email: string;
}

export interface InquiryCreated {
  acknowledged: boolean;
  insertedId: string;
}

// POST /api/inquiry
export function postInquiry(input: InquiryInput): Promise<InquiryCreated> {
  return apiRequest<InquiryCreated>('/inquiry', { method: 'POST', body: input });
}

export function usePostInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInquiry,
    // An admin trying the banner sees the new row on the Inquiries page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
