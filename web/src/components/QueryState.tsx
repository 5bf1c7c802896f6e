import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

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
      <Alert severity="error" sx={{ my: 2 }}>
        An error has occurred: {errorMessage(query.error)}
      </Alert>
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
