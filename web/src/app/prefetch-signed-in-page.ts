import { releaseSessionStart } from '../lib/auth-session';
import type { LazyComponent } from '../lib/lazy-with-retry';
import type { HeadStart } from './page-data-head-start';
import type { PageFrameName } from './page-frame-routes';
import { AnalyticsPage, CartPage, DashboardLayout, MyOrdersPage, OrderDetailsPage, QuickOrderPage } from './router';

/** Each signed-in page's lazy code. */
const pageCode: Record<PageFrameName, LazyComponent<never>[]> = {
  cart: [CartPage],
  'quick-order': [QuickOrderPage],
  'my-orders': [DashboardLayout, MyOrdersPage],
  'order-details': [DashboardLayout, OrderDetailsPage],
  analytics: [DashboardLayout, AnalyticsPage],
};

/**
 * The rest of a signed-in page's head start (app/page-data-head-start.ts, whose calls are already
 * out): the page's lazy code is fetched, and where the page does not draw on the stored session's
 * caller, the SDK may start now (it decides who sees the page). Answers, once the calls are answered,
 * whether the page draws on the stored session's caller.
 */
export async function prefetchSignedInPage(started: Promise<HeadStart | null>): Promise<boolean> {
  const start = await started;
  if (!start) return false;
  pageCode[start.data.page].forEach((page) => page.preload());
  if (!start.asked) return false;
  if (!start.drawsFirst) releaseSessionStart();
  await start.answered;
  return start.drawsFirst;
}
