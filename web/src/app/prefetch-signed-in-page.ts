import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics';
import { cartQueryOptions } from '../features/cart/api/cart';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { orderQueryOptions } from '../features/orders/api/get-order';
import { paths } from '../config/paths';
import { companyQueryOptions } from '../hooks/use-company';
import { releaseSessionStart } from '../lib/auth-session';
import type { LazyComponent } from '../lib/lazy-with-retry';
import { earlyIdToken, publishStoredCaller, signEarlyCallsWith } from '../lib/session-store';
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
  /** Whether the page draws on the stored session's caller before the SDK answers (`mayDrawBeforeSdk`). */
  drawsBeforeSdk: boolean;
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
  if (matchPath(paths.cart, pathname)) return { code: [CartPage], queries: [], drawsBeforeSdk: false };
  if (matchPath(paths.quickOrder, pathname)) return { code: [QuickOrderPage], queries: [], drawsBeforeSdk: false };
  // Only an admin's: anyone else is told the page is not open to them (the API would refuse the report).
  if (matchPath(paths.dashboard.analytics, pathname))
    return { code: [DashboardLayout, AnalyticsPage], queries: signIn.admin ? [analytics] : [], drawsBeforeSdk: true };
  const order = matchPath(paths.dashboard.orderPattern, pathname);
  if (order?.params.id) {
    const options = orderQueryOptions(order.params.id);
    return {
      code: [DashboardLayout, OrderDetailsPage],
      queries: [{ key: options.queryKey, run: (client) => client.prefetchQuery(options) }],
      drawsBeforeSdk: true,
    };
  }
  if (matchPath(paths.dashboard.root, pathname)) {
    // The dashboard's landing: an admin is sent on to Analytics (a page of its own, which waits for
    // the SDK: the stored caller opens only the page the app started on), a customer sees My Orders.
    if (signIn.admin) return { code: [DashboardLayout, AnalyticsPage], queries: [analytics], drawsBeforeSdk: false };
    if (!signIn.email) return { code: [DashboardLayout, MyOrdersPage], queries: [], drawsBeforeSdk: false };
    const options = myOrdersQueryOptions(signIn.email);
    return {
      code: [DashboardLayout, MyOrdersPage],
      queries: [{ key: options.queryKey, run: (client) => client.prefetchInfiniteQuery(options) }],
      drawsBeforeSdk: true,
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
 * again itself, signed by the SDK. Answers whether the page draws on the stored session's caller
 * (its answers are in by then).
 */
export async function prefetchSignedInPage(client: QueryClient, pathname: string): Promise<boolean> {
  const signIn = await readStoredSignIn();
  if (!signIn) return false;
  const needs = needsOf(pathname, signIn);
  if (!needs) return false;
  needs.code.forEach((page) => page.preload());
  signEarlyCallsWith(signIn);
  // The SDK has already read its user (from then on it alone signs calls), or the token is about to
  // expire: the page asks for itself once the guards open.
  if (!earlyIdToken()) return false;
  // Who is signed in, as the stored session says: the guards open on it while the SDK loads (not for
  // an account without an address, an anonymous one, whose screens the SDK's answer decides). Anywhere
  // else the SDK decides who sees the page: it starts now.
  const drawsFirst = Boolean(signIn.email && needs.drawsBeforeSdk);
  if (drawsFirst) publishStoredCaller({ uid: signIn.uid, email: signIn.email, admin: signIn.admin });
  else releaseSessionStart();
  const queries = [...everyPage, ...needs.queries];
  await Promise.all(queries.map((query) => query.run(client)));
  for (const { key } of queries) {
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    if (query?.state.status === 'error' && query.getObserversCount() === 0)
      client.removeQueries({ queryKey: key, exact: true });
  }
  return drawsFirst;
}
