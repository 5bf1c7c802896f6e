import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * A menu whose code (a lazy component) loads at its first opening rather than with the page:
 * mounted from then on, so closing animates. If its code cannot be fetched the button does
 * nothing that time, and the next opening (a new `openings`) fetches it again.
 */
export function OnDemandMenu({ openings, children }: { openings: number; children: ReactNode }) {
  if (openings === 0) return null;
  return (
    <ErrorBoundary resetKey={openings} fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
