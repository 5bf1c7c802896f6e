import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { errorMessage } from '../lib/api-client';
import { LoadingIndicator } from './LoadingIndicator';

// Shown only when a request fails: MUI's Alert (with its icons) loads then, not with every page.
const Alert = lazyWithRetry(() => import('@mui/material/Alert'));

interface Props<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  label: string;
  /** What shows while loading: a spinner saying `label` unless given (a page's frame). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading → spinner, error → 'An error has occurred: {message}', loaded → children. */
export function QueryState<T>({ query, label, loading, children }: Props<T>) {
  // What arrives may be a grid of cards: React draws it in the background, in short slices, while
  // the spinner stays, instead of in one block that holds up the page (the data comes in through an
  // external store, which React otherwise renders all at once).
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return loading ?? <LoadingIndicator label={label} />;
  }
  if (query.isError || data === undefined) {
    return (
      <Suspense fallback={null}>
        <Alert severity="error" sx={{ my: 2 }}>
          An error has occurred: {errorMessage(query.error)}
        </Alert>
      </Suspense>
    );
  }
  return <>{children(data)}</>;
}
