import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { paths } from '../config/paths';
import { frameAt } from './page-frame-at';
import { pageFrames } from './page-frame-routes';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/*
 * What a signed-in page looks like before it can show its data: its heading, and the spinner it
 * shows while its data loads (page-frame-views.tsx draws them; page-frame-routes.ts lists them). The
 * build renders each to HTML, so a full load paints it at once, and the app draws the same while the
 * session, the page's code and its data arrive: the heading stays put from the first paint to the page.
 */
const PageFrameView = lazyWithRetry(() => import('./page-frame-views'));

/** Whether the page at `pathname` has a frame (and a full load of it arrives as that frame's HTML). */
export function hasPageFrame(pathname: string): boolean {
  return frameAt(pathname) !== undefined;
}

/**
 * Whether the page at `pathname` may draw on the stored session's caller before the Auth SDK has
 * answered (app/page-data-head-start.ts): the dashboard's pages that show data. Not the cart or
 * quick order, whose forms start from the SDK's user (a buyer's site and details) and would be
 * redrawn under someone already typing.
 */
export function mayDrawBeforeSdk(pathname: string): boolean {
  return pageFrames.some((frame) => frame.drawsBeforeSdk && matchPath(frame.pattern, pathname) !== null);
}

/** Fetches the frames' code (main.tsx, before React takes over a frame). */
export function preloadPageFrames(): Promise<unknown> {
  return import('./page-frame-views').catch(() => undefined);
}

function isDashboard(pathname: string): boolean {
  return matchPath({ path: paths.dashboard.root, end: false }, pathname) !== null;
}

interface PageFrameProps {
  /** What the spinner says on a page without a frame. */
  label: string;
  /** Inside the dashboard's layout, which draws the drawer itself: the screen's frame alone. */
  screenOnly?: boolean;
}

/**
 * The frame of the page at the current address where it has one (else a spinner): in the dashboard,
 * inside the dashboard's drawer and columns, so nothing moves when its layout arrives.
 */
export function PageFrameAt({ label, screenOnly = false }: PageFrameProps) {
  const { pathname } = useLocation();
  const frame = frameAt(pathname);
  const dashboard = !screenOnly && isDashboard(pathname);
  const spinner = <LoadingIndicator label={label} />;
  if (!frame && !dashboard) return spinner;
  return (
    <Suspense fallback={spinner}>
      <PageFrameView frame={frame} label={label} dashboard={dashboard} />
    </Suspense>
  );
}
