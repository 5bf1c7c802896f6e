import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LoadingIndicator } from '../components/QueryState';
import { paths } from '../config/paths';
import { AnalyticsPageFrame } from '../features/analytics/components/AnalyticsPageFrame';
import { CartPageFrame } from '../features/cart/components/CartPageFrame';
import { QuickOrderPageFrame } from '../features/cart/components/QuickOrderPageFrame';
import { MyOrdersPageFrame } from '../features/orders/components/MyOrdersPageFrame';
import { usePageTitle } from '../hooks/use-page-title';
import { DashboardChrome } from './layouts/DashboardChrome';

/**
 * What a signed-in page looks like before it can show its data: its heading, and the spinner it
 * shows while its data loads. The build renders each to HTML (prerender/prerendered-pages.ts), so a
 * full load paints it at once, and the app draws the same while the session, the page's code and its
 * data arrive: the heading stays put from the first paint to the page.
 */
interface PageFrame {
  pattern: string;
  title: string;
  content: ReactNode;
}

export const pageFrames: readonly PageFrame[] = [
  { pattern: paths.cart, title: 'Cart', content: <CartPageFrame /> },
  { pattern: paths.quickOrder, title: 'Quick order', content: <QuickOrderPageFrame /> },
  { pattern: paths.dashboard.myOrders, title: 'My Orders', content: <MyOrdersPageFrame /> },
  // The order's number is its heading, which only the page knows.
  {
    pattern: paths.dashboard.orderPattern,
    title: 'Order details',
    content: <LoadingIndicator label="Loading the order" />,
  },
  { pattern: paths.dashboard.analytics, title: 'Analytics', content: <AnalyticsPageFrame /> },
];

function frameAt(pathname: string): PageFrame | undefined {
  return pageFrames.find((frame) => matchPath(frame.pattern, pathname));
}

/** Whether the page at `pathname` has a frame (and a full load of it arrives as that frame's HTML). */
export function hasPageFrame(pathname: string): boolean {
  return frameAt(pathname) !== undefined;
}

function isDashboard(pathname: string): boolean {
  return matchPath({ path: paths.dashboard.root, end: false }, pathname) !== null;
}

function FrameContent({ frame }: { frame: PageFrame }) {
  usePageTitle(frame.title);
  return frame.content;
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
  const content = frame ? <FrameContent frame={frame} /> : <LoadingIndicator label={label} />;
  if (screenOnly || !isDashboard(pathname)) return content;
  return <DashboardChrome>{content}</DashboardChrome>;
}
