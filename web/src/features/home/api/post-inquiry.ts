import { QueryClient, useMutation } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { useOptionalQueryClient } from '../../../hooks/use-optional-query-client';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type InquiryInput = ApiBody<'postInquiry'>;

// POST /api/inquiry
export function postInquiry(input: InquiryInput) {
  return callApi('postInquiry', { path: endpoints.postInquiry.path(), body: input });
}

/** A visitor's Home runs the form as an island, without the app's query client: it gets one of its own. */
let islandClient: QueryClient | undefined;

export function usePostInquiry() {
  const queryClient = useOptionalQueryClient() ?? (islandClient ??= new QueryClient());
  return useMutation(
    {
      mutationFn: postInquiry,
      // An admin trying the banner sees the new row on the Inquiries page.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries.all }),
    },
    queryClient,
  );
}
