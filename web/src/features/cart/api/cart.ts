import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Cart, type CartLine } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { signOutOnAuthError } from '../../../lib/session';

// GET /api/cart   the signed-in account's cart ({ lines: [] } when it never saved one)
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return callApi('getCart', { path: endpoints.getCart.path(), signal });
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart.all, queryFn: ({ signal }) => getCart(signal), meta: signOutOnAuthError });

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

// PUT /api/cart   { lines } replaces the cart; 400 with a message per line (`lines[i].quantity`)
export function putCart(lines: readonly CartLine[]): Promise<Cart> {
  return callApi('putCart', {
    path: endpoints.putCart.path(),
    body: { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })) },
  });
}

let lastWrite: Promise<unknown> = Promise.resolve();

/**
 * Runs cart writes of this tab one after another: each one starts from the answer of the one before
 * (Add to cart reads, merges and writes), so two quick clicks never lose a line.
 */
export function serialCartWrite<T>(write: () => Promise<T>): Promise<T> {
  const next = lastWrite.then(write, write);
  lastWrite = next.catch(() => undefined);
  return next;
}
