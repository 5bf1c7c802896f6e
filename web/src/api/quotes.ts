import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// POST /api/quotes   { lines, message? }   201 { id }  (the cart's "Request a quote")
export const requestQuote = (body: ApiBody<'requestQuote'>) =>
  callApi('requestQuote', { path: endpoints.requestQuote.path(), body });

/** A quote asked, answered, accepted or declined: the quote lists are read again (and orders, after an accept). */
export function useQuotesMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
