import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { reportSessionRejected } from './session';

/** 3 retries, waiting 1 s doubling up to 30 s; client errors (4xx) are not retried. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
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
}
