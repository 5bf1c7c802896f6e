import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_HEADERS, endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { retryOnceOnNetworkFailure } from '../lib/retry-on-network-failure';

/** An attempt without an answer by then counts as lost, and is sent again with the same key. */
export const ORDER_ATTEMPT_TIMEOUT_MS = 30_000;

/**
 * POST /api/order with an Idempotency-Key: a request that got no answer is sent once more with the
 * same key, and the server places the order once. The purchase page's form and the cart's checkout
 * both order through here.
 */
export function postOrder(body: ApiBody<'placeOrder'>, idempotencyKey: string) {
  return retryOnceOnNetworkFailure(
    (signal) =>
      callApi('placeOrder', {
        path: endpoints.placeOrder.path(),
        headers: { [API_HEADERS.idempotencyKey]: idempotencyKey },
        body,
        signal,
      }),
    { attemptTimeoutMs: ORDER_ATTEMPT_TIMEOUT_MS },
  );
}

/**
 * The purchase page's and the checkout's mutation: `place` orders through `postOrder`; once it
 * settles (placed, or refused for stock or a changed price) every tool view, order list and the
 * dashboard are stale, so is a company's credit in use (it grows with its member's order), and so
 * is the cart for a checkout (the server empties it).
 */
export function usePostOrderMutation<Input>(
  place: (input: Input) => ReturnType<typeof postOrder>,
  { cart = false }: { cart?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: place,
    onSettled: () => {
      const stale = [
        ...(cart ? [queryKeys.cart.all] : []),
        queryKeys.tools.all,
        queryKeys.orders.all,
        queryKeys.analytics.all,
        queryKeys.company.all,
      ];
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
