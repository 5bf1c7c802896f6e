import { API_HEADERS, endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
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
