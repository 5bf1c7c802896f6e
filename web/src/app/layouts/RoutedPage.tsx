import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { LoadingIndicator } from '../../components/QueryState';

/** The routed page of a layout: a spinner while its code loads, a message with 'Try again' if it fails. */
export function RoutedPage() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<LoadingIndicator label="Loading page" />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
