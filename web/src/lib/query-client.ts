import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import type { SeededQuery } from './seed';
import { reportSessionRejected } from './session';

/** 3 retries, waiting 1 s doubling up to 30 s; client errors (4xx) are not retried. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/** Seeded queries start out fresh: the page shows what the server read a moment ago. */
export function createQueryClient(seed: readonly SeededQuery[] = []) {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const refused = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
        if (refused && query.meta?.signOutOnAuthError) reportSessionRejected();
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        staleTime: 30 * 1000,
      },
    },
  });
  for (const [queryKey, data] of seed) client.setQueryData(queryKey, data);
  return client;
}
