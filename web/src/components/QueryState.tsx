import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

// Shown only when a request fails: MUI's Alert (with its icons) loads then, not with every page.
const Alert = lazy(() => import('@mui/material/Alert'));

interface Props<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  label: string;
  children: (data: T) => ReactNode;
}

/** Loading → spinner, error → 'An error has occurred: {message}', loaded → children. */
export function QueryState<T>({ query, label, children }: Props<T>) {
  if (query.isPending) return <LoadingIndicator label={label} />;
  if (query.isError || query.data === undefined) {
    return (
      <Suspense fallback={null}>
        <Alert severity="error" sx={{ my: 2 }}>
          An error has occurred: {errorMessage(query.error)}
        </Alert>
      </Suspense>
    );
  }
  return <>{children(query.data)}</>;
}

export function LoadingIndicator({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
