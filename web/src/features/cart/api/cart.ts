import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_HEADERS, endpoints, type Cart, type CartLine } from '@toolshub/shared';
import { ApiRequestError, callApiWithHeaders } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { signOutOnAuthError } from '../../../lib/session';

/** The cart as the server holds it, with its version (the ETag a save sends back in If-Match). */
export interface SavedCart extends Cart {
  etag: string | null;
}

// GET /api/cart   the signed-in account's cart ({ lines: [] } when it never saved one), with its ETag
export async function getCart(signal?: AbortSignal): Promise<SavedCart> {
  const { data, headers } = await callApiWithHeaders('getCart', { path: endpoints.getCart.path(), signal });
  return { ...data, etag: headers.get(API_HEADERS.etag) };
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart.all, queryFn: ({ signal }) => getCart(signal), meta: signOutOnAuthError });

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

// PUT /api/cart   { lines } replaces the cart; 400 with a message per line (`lines[i].quantity`).
// With the version it started from (If-Match), 412 when the cart changed since (another tab, an order).
export async function putCart(lines: readonly CartLine[], etag: string | null = null): Promise<SavedCart> {
  const { data, headers } = await callApiWithHeaders('putCart', {
    path: endpoints.putCart.path(),
    body: { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })) },
    headers: etag ? { [API_HEADERS.ifMatch]: etag } : {},
  });
  return { ...data, etag: headers.get(API_HEADERS.etag) };
}

/** Whether a save was refused because the cart changed since the version it named. */
export const isStaleCart = (err: unknown) => err instanceof ApiRequestError && err.status === 412;

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
