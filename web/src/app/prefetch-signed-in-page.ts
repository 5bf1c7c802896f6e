import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics';
import { cartQueryOptions } from '../features/cart/api/cart';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { orderQueryOptions } from '../features/orders/api/get-order';
import { paths } from '../config/paths';
import { companyQueryOptions } from '../hooks/use-company';
import type { LazyComponent } from '../lib/lazy-with-retry';
import { earlyIdToken, signEarlyCallsWith } from '../lib/session-store';
import { readStoredSignIn, type StoredSignIn } from '../lib/stored-session';
import { AnalyticsPage, CartPage, DashboardLayout, MyOrdersPage, OrderDetailsPage, QuickOrderPage } from './router';

/** The first analytics window the Analytics page shows. */
const FIRST_ANALYTICS_WINDOW = 30;

/** One query to ask for ahead of its page, under the key the page reads. */
interface Prefetch {
  key: QueryKey;
  run: (client: QueryClient) => Promise<unknown>;
}

/** What a signed-in page needs first: its code (lazy pages) and its queries. */
export interface PageNeeds {
  code: LazyComponent<never>[];
  queries: Prefetch[];
}

const analytics: Prefetch = {
  key: analyticsQueryOptions(FIRST_ANALYTICS_WINDOW).queryKey,
  run: (client) => client.prefetchQuery(analyticsQueryOptions(FIRST_ANALYTICS_WINDOW)),
};

/** Every signed-in page's navbar shows the cart's badge and an account menu that reads the company (as does the dashboard's drawer). */
const everyPage: Prefetch[] = [
  { key: cartQueryOptions().queryKey, run: (client) => client.prefetchQuery(cartQueryOptions()) },
  { key: companyQueryOptions().queryKey, run: (client) => client.prefetchQuery(companyQueryOptions()) },
];

/** The page at `pathname` for this signed-in user: null where it is not one of the app shell's signed-in pages. */
export function needsOf(pathname: string, signIn: StoredSignIn): PageNeeds | null {
  if (matchPath(paths.cart, pathname)) return { code: [CartPage], queries: [] };
  if (matchPath(paths.quickOrder, pathname)) return { code: [QuickOrderPage], queries: [] };
  // Only an admin's: anyone else is told the page is not open to them (the API would refuse the report).
  if (matchPath(paths.dashboard.analytics, pathname))
    return { code: [DashboardLayout, AnalyticsPage], queries: signIn.admin ? [analytics] : [] };
  const order = matchPath(paths.dashboard.orderPattern, pathname);
  if (order?.params.id) {
    const options = orderQueryOptions(order.params.id);
    return {
      code: [DashboardLayout, OrderDetailsPage],
      queries: [{ key: options.queryKey, run: (client) => client.prefetchQuery(options) }],
    };
  }
  if (matchPath(paths.dashboard.root, pathname)) {
    // The dashboard's landing: an admin is sent on to Analytics, a customer sees My Orders.
    if (signIn.admin) return { code: [DashboardLayout, AnalyticsPage], queries: [analytics] };
    if (!signIn.email) return { code: [DashboardLayout, MyOrdersPage], queries: [] };
    const options = myOrdersQueryOptions(signIn.email);
    return {
      code: [DashboardLayout, MyOrdersPage],
      queries: [{ key: options.queryKey, run: (client) => client.prefetchInfiniteQuery(options) }],
    };
  }
  return null;
}

/**
 * A signed-in page rendered from the app shell would otherwise wait for the Auth SDK (to learn who
 * is signed in), then fetch its code, then ask the API for its data, one after the other. Here, as
 * the app starts: the stored session's ID token signs the page's first calls (lib/session-store.ts),
 * and the page's code, its data, the cart (the navbar's badge) and the company (the account menu and
 * drawer) are fetched side by side with the SDK. The page then finds them under the keys its own
 * queries read, so nothing is asked twice. A call that fails leaves no error behind: the page asks
 * again itself, signed by the SDK.
 */
export async function prefetchSignedInPage(client: QueryClient, pathname: string): Promise<void> {
  const signIn = await readStoredSignIn();
  if (!signIn) return;
  const needs = needsOf(pathname, signIn);
  if (!needs) return;
  needs.code.forEach((page) => page.preload());
  signEarlyCallsWith(signIn);
  // The SDK has already read its user (from then on it alone signs calls), or the token is about to
  // expire: the page asks for itself once the guards open.
  if (!earlyIdToken()) return;
  const queries = [...everyPage, ...needs.queries];
  await Promise.all(queries.map((query) => query.run(client)));
  for (const { key } of queries) {
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    if (query?.state.status === 'error' && query.getObserversCount() === 0)
      client.removeQueries({ queryKey: key, exact: true });
  }
}
