import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPage, type ItemOf, type ListEndpoint, type Page } from '../lib/api-client';
import { signOutOnAuthError } from '../lib/session';

interface PagesState {
  firstPath: string;
  page: number;
  /** Each page's path, as far as the API's next links have told: page 0's is `firstPath`. */
  paths: string[];
}

/**
 * A cursor-paged API list shown one page at a time (a data grid's server paging): it remembers
 * the path of each page it has seen a link to, so Back and Next move between them without the
 * API having to count offsets. A new `firstPath` (other filters, sort or page size) starts over.
 */
export function useCursorPages<N extends ListEndpoint>(endpoint: N, queryKey: QueryKey, firstPath: string) {
  const [state, setState] = useState<PagesState>({ firstPath, page: 0, paths: [firstPath] });
  let current = state.firstPath === firstPath ? state : { firstPath, page: 0, paths: [firstPath] };
  const path = current.paths[current.page] ?? firstPath;

  const query = useQuery({
    queryKey: [...queryKey, path],
    queryFn: async ({ signal }): Promise<Page<ItemOf<N>> & { path: string }> => ({
      ...(await apiPage(endpoint, path, { signal })),
      path,
    }),
    placeholderData: keepPreviousData,
    meta: signOutOnAuthError,
  });

  // What the answer says comes next is remembered while rendering it (React's way to adjust state
  // to what a render learns), so Next is ready as soon as the page shows.
  const nextPath = query.data?.path === path ? query.data.nextPath : null;
  if (nextPath && current.paths[current.page + 1] !== nextPath) {
    current = { ...current, paths: [...current.paths.slice(0, current.page + 1), nextPath] };
  }
  if (current !== state) setState(current);

  /** Moves to a page whose path is known (the next one once its link has come, or any before). */
  const setPage = (page: number) => {
    if (page < 0 || current.paths[page] === undefined) return;
    setState({ ...current, page });
  };

  return {
    ...query,
    rows: query.data?.items ?? [],
    /** From X-Total-Count; -1 (unknown) where the API sent none. */
    rowCount: query.data?.total ?? -1,
    page: current.page,
    hasNextPage: nextPath !== null,
    setPage,
  };
}
