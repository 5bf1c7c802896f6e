import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage, type ItemOf, type ListEndpoint } from '../lib/api-client';
import { signOutOnAuthError } from '../lib/session';

/**
 * A paged API list (`?limit=` + the Link header's next page) as one growing array, with
 * `fetchNextPage` for a 'Load more' button. 401/403 signs out (user, order and tool lists).
 * `staleTime` overrides the app's default for lists that other screens' writes change without
 * invalidating them (the audit log: every admin action adds to it); `enabled: false` waits (for
 * what decides whether the list may be read at all, such as the caller's company role).
 */
export function usePagedList<N extends ListEndpoint>(
  queryKey: QueryKey,
  endpoint: N,
  firstPath: string,
  options: { staleTime?: number; enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...pagedListOptions(queryKey, endpoint, firstPath), ...options });
  const items: ItemOf<N>[] | undefined = query.data?.pages.flatMap((p) => p.items);
  return { ...query, items };
}

/** The list's query, as usePagedList reads it (and a page that prefetches it before it is drawn). */
export function pagedListOptions<N extends ListEndpoint>(queryKey: QueryKey, endpoint: N, firstPath: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: firstPath,
    queryFn: ({ pageParam, signal }) => apiPage(endpoint, pageParam, { signal }),
    getNextPageParam: (last) => last.nextPath ?? undefined,
    meta: signOutOnAuthError,
  });
}
