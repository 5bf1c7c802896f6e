import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useOnline } from '../hooks/use-online';
import { isModuleLoadError } from '../lib/new-deployment';
import { ErrorBoundary } from './ErrorBoundary';

export const PAGE_ERROR_TITLE = 'This page could not be shown';

/** What went wrong, in the visitor's words. */
export function whatHappened(error: unknown, online: boolean): string {
  if (isModuleLoadError(error)) {
    return online
      ? 'Part of it could not be downloaded: the connection may have dropped for a moment.'
      : 'Part of it could not be downloaded because you are offline. It will load once you are back online.';
  }
  return 'Something went wrong on our side while it was being shown.';
}

/** The message in place of a page that threw, with 'Try again'. */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const online = useOnline();
  const offlineSinceFailure = useRef(!online);
  const downloadFailed = isModuleLoadError(error);

  // Its code could not come while offline: it comes by itself once the connection is back.
  useEffect(() => {
    if (!online) offlineSinceFailure.current = true;
    else if (offlineSinceFailure.current && downloadFailed) retry();
  }, [online, downloadFailed, retry]);

  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_ERROR_TITLE}
      </Typography>
      <Typography sx={{ mb: 1 }}>{whatHappened(error, online)}</Typography>
      {!downloadFailed && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="page-error-details">
          {error instanceof Error ? error.message : String(error)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" onClick={retry}>
          Try again
        </Button>
        <Button component={RouterLink} to={paths.home}>
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Around a routed page: a page that throws (its code did not arrive, or a bug) shows PageError
 * instead of a blank area. Going to another address clears the error without remounting the page
 * around it (a key would remount the dashboard's drawer on every move).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={(error, retry) => <PageError error={error} retry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
