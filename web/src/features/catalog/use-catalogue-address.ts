import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { catalogueSearch, catalogueStateOf, type CatalogueState } from './catalogue-url';

/** History state of a page reached with 'Next': 'Previous' can then go Back to the page before. */
export interface PagerState {
  fromPreviousPage?: boolean;
}

/**
 * The catalogue's state as its address holds it, and a way to go to another: in the app a move
 * within the page, on a visitor's catalogue (the islands' router) a load of the new page.
 */
export function useCatalogueAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => catalogueStateOf(location.search), [location.search]);
  const go = useCallback(
    (next: CatalogueState, options: { replace?: boolean; state?: PagerState } = {}) =>
      void navigate({ pathname: paths.tools, search: catalogueSearch(next) }, options),
    [navigate],
  );
  return { state, go };
}
