import type { ReactNode } from 'react';
import { LoadingIndicator } from '../components/QueryState';
import { AnalyticsPageFrame } from '../features/analytics/components/AnalyticsPageFrame';
import { CartPageFrame } from '../features/cart/components/CartPageFrame';
import { QuickOrderPageFrame } from '../features/cart/components/QuickOrderPageFrame';
import { MyOrdersPageFrame } from '../features/orders/components/MyOrdersPageFrame';
import { usePageTitle } from '../hooks/use-page-title';
import { DashboardChrome } from './layouts/DashboardChrome';
import type { PageFrameName } from './page-frame-routes';

/** Each frame's tab title and content (kept out of the app's entry: page-frames.tsx loads them). */
const views: Record<PageFrameName, { title: string; content: ReactNode }> = {
  cart: { title: 'Cart', content: <CartPageFrame /> },
  'quick-order': { title: 'Quick order', content: <QuickOrderPageFrame /> },
  'my-orders': { title: 'My Orders', content: <MyOrdersPageFrame /> },
  // The order's number is its heading, which only the page knows.
  'order-details': { title: 'Order details', content: <LoadingIndicator label="Loading the order" /> },
  analytics: { title: 'Analytics', content: <AnalyticsPageFrame /> },
};

function FrameContent({ name }: { name: PageFrameName }) {
  const view = views[name];
  usePageTitle(view.title);
  return view.content;
}

interface PageFrameViewProps {
  /** The frame to draw; none: a spinner saying `label`. */
  name: PageFrameName | undefined;
  label: string;
  /** Inside the dashboard's drawer and columns. */
  dashboard: boolean;
}

export default function PageFrameView({ name, label, dashboard }: PageFrameViewProps) {
  const content = name ? <FrameContent name={name} /> : <LoadingIndicator label={label} />;
  return dashboard ? <DashboardChrome>{content}</DashboardChrome> : content;
}
