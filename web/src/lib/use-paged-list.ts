import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage } from './api-client';
import { signOutOnAuthError } from './session';

/**
 * A paged API list (`?limit=` + the Link header's next page) as one growing array, with
 * `fetchNextPage` for a 'Load more' button. 401/403 signs out (user, order and tool lists).
 */
export function usePagedList<T>(queryKey: QueryKey, firstPath: string) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: firstPath,
    queryFn: ({ pageParam, signal }) => apiPage<T>(pageParam, { signal }),
    getNextPageParam: (last) => last.nextPath ?? undefined,
    meta: signOutOnAuthError,
  });
  const items = query.data?.pages.flatMap((p) => p.items);
  return { ...query, items };
}
