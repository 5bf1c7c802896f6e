import type { ReactNode } from 'react';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { AnalyticsPageFrame } from '../features/analytics/components/AnalyticsPageFrame';
import { CartPageFrame } from '../features/cart/components/CartPageFrame';
import { QuickOrderPageFrame } from '../features/cart/components/QuickOrderPageFrame';
import { MyOrdersPageFrame } from '../features/orders/components/MyOrdersPageFrame';
import { OrderDetailsPageFrame } from '../features/orders/components/OrderDetailsPageFrame';
import { usePageTitle } from '../hooks/use-page-title';
import { DashboardChrome } from './layouts/DashboardChrome';
import type { PageFrameName } from './page-frame-routes';

/** A frame to draw, and its address's parameter (an order's id). */
interface Frame {
  name: PageFrameName;
  id: string;
}

/** Each frame's tab title and content (kept out of the app's entry: page-frames.tsx loads them). */
const views: Record<PageFrameName, { title: string; content: (id: string) => ReactNode }> = {
  cart: { title: 'Cart', content: () => <CartPageFrame /> },
  'quick-order': { title: 'Quick order', content: () => <QuickOrderPageFrame /> },
  'my-orders': { title: 'My Orders', content: () => <MyOrdersPageFrame /> },
  'order-details': { title: 'Order details', content: (id) => <OrderDetailsPageFrame id={id} /> },
  analytics: { title: 'Analytics', content: () => <AnalyticsPageFrame /> },
};

function FrameContent({ frame }: { frame: Frame }) {
  const view = views[frame.name];
  usePageTitle(view.title);
  return view.content(frame.id);
}

interface PageFrameViewProps {
  /** The frame to draw; none: a spinner saying `label`. */
  frame: Frame | undefined;
  label: string;
  /** Inside the dashboard's drawer and columns. */
  dashboard: boolean;
}

export default function PageFrameView({ frame, label, dashboard }: PageFrameViewProps) {
  const content = frame ? <FrameContent frame={frame} /> : <LoadingIndicator label={label} />;
  return dashboard ? <DashboardChrome>{content}</DashboardChrome> : content;
}
