import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage, type ItemOf, type ListEndpoint } from './api-client';
import { signOutOnAuthError } from './session';

/**
 * A paged API list (`?limit=` + the Link header's next page) as one growing array, with
 * `fetchNextPage` for a 'Load more' button. 401/403 signs out (user, order and tool lists).
 */
export function usePagedList<N extends ListEndpoint>(queryKey: QueryKey, endpoint: N, firstPath: string) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: firstPath,
    queryFn: ({ pageParam, signal }) => apiPage(endpoint, pageParam, { signal }),
    getNextPageParam: (last) => last.nextPath ?? undefined,
    meta: signOutOnAuthError,
  });
  const items: ItemOf<N>[] | undefined = query.data?.pages.flatMap((p) => p.items);
  return { ...query, items };
}
