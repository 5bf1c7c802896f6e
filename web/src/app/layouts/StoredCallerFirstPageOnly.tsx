import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { releaseSessionStart } from '../../lib/auth-session';
import { publishStoredCaller } from '../../lib/session-store';

/**
 * The stored session's caller opens only the page the app started on (app/page-data-head-start.ts
 * chose it): a page opened from there waits for the SDK, as every page did before. Forgotten before
 * the next page paints, so no page is drawn on it and then redrawn under someone already using it.
 */
export function StoredCallerFirstPageOnly() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    publishStoredCaller(null);
    // A held session start was for the first page's sake.
    releaseSessionStart();
  }, [pathname]);
  return null;
}
