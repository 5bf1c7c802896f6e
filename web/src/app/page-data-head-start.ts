import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics';
import { buyerProfileQueryOptions } from '../features/cart/api/buyer-profile';
import { cartQueryOptions } from '../features/cart/api/cart';
import { cartToolsQueryOptions } from '../features/cart/api/cart-tools';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { orderQueryOptions } from '../features/orders/api/get-order';
import { companyQueryOptions } from '../hooks/use-company';
import { earlyIdToken, publishStoredCaller, signEarlyCallsWith } from '../lib/session-store';
import { readStoredSignIn, type StoredSignIn } from '../lib/stored-session';
import { frameAt } from './page-frame-at';
import type { PageFrameName } from './page-frame-routes';

/** The first analytics window the Analytics page shows. */
const FIRST_ANALYTICS_WINDOW = 30;

/** One query to ask for ahead of its page, under the key the page reads. */
interface Prefetch {
  key: QueryKey;
  run: (client: QueryClient) => Promise<unknown>;
  /** A query the answer names (the tools of the cart's lines), asked for once it is in. */
  then?: (client: QueryClient) => Prefetch | null;
}

/** What a signed-in page asks the API for first. */
export interface PageData {
  /** The page drawn there (an admin's `/dashboard` is Analytics). */
  page: PageFrameName;
  queries: Prefetch[];
  /** Whether the page draws on the stored session's caller before the SDK answers (`mayDrawBeforeSdk`). */
  drawsBeforeSdk: boolean;
}

const analytics: Prefetch = {
  key: analyticsQueryOptions(FIRST_ANALYTICS_WINDOW).queryKey,
  run: (client) => client.prefetchQuery(analyticsQueryOptions(FIRST_ANALYTICS_WINDOW)),
};

const cart: Prefetch = { key: cartQueryOptions().queryKey, run: (client) => client.prefetchQuery(cartQueryOptions()) };

/** The cart page's lines show their tools: asked for as soon as the cart says which (in its lines' order, as the page asks). */
const cartWithItsTools: Prefetch = {
  ...cart,
  then: (client) => {
    const lines = client.getQueryData(cartQueryOptions().queryKey)?.lines;
    if (!lines?.length) return null;
    const options = cartToolsQueryOptions(lines.map((line) => line.toolId));
    return { key: options.queryKey, run: (c) => c.prefetchQuery(options) };
  },
};

/** Every signed-in page's navbar shows the cart's badge and an account menu that reads the company (as does the dashboard's drawer). */
const everyPage: Prefetch[] = [
  cart,
  { key: companyQueryOptions().queryKey, run: (client) => client.prefetchQuery(companyQueryOptions()) },
];

/** The page at `pathname` for this signed-in user: null where it is not one of the app shell's signed-in pages (those with a frame). */
export function pageDataOf(pathname: string, signIn: StoredSignIn): PageData | null {
  const frame = frameAt(pathname);
  switch (frame?.name) {
    case undefined:
      return null;
    // The checkout starts from the buyer's profile (phone and address); the cart itself, as on every page.
    case 'cart': {
      if (!signIn.email) return { page: 'cart', queries: [], drawsBeforeSdk: false };
      const profile = buyerProfileQueryOptions(signIn.email);
      return {
        page: 'cart',
        queries: [cartWithItsTools, { key: profile.queryKey, run: (client) => client.prefetchQuery(profile) }],
        drawsBeforeSdk: true,
      };
    }
    case 'quick-order':
      return { page: 'quick-order', queries: [], drawsBeforeSdk: true };
    // Only an admin's: anyone else is told the page is not open to them (the API would refuse the report).
    case 'analytics':
      return { page: 'analytics', queries: signIn.admin ? [analytics] : [], drawsBeforeSdk: true };
    case 'order-details': {
      const options = orderQueryOptions(frame.id);
      return {
        page: 'order-details',
        queries: [{ key: options.queryKey, run: (client) => client.prefetchQuery(options) }],
        drawsBeforeSdk: true,
      };
    }
    case 'my-orders': {
      // The dashboard's landing: an admin is sent on to Analytics (a page of its own, which waits for
      // the SDK: the stored caller opens only the page the app started on), a customer sees My Orders.
      if (signIn.admin) return { page: 'analytics', queries: [analytics], drawsBeforeSdk: false };
      if (!signIn.email) return { page: 'my-orders', queries: [], drawsBeforeSdk: false };
      const options = myOrdersQueryOptions(signIn.email);
      return {
        page: 'my-orders',
        queries: [{ key: options.queryKey, run: (client) => client.prefetchInfiniteQuery(options) }],
        drawsBeforeSdk: true,
      };
    }
  }
}

/** The head start of a signed-in page whose stored session was read. */
export interface HeadStart {
  data: PageData;
  /** Whether the stored token signed the page's calls: else nothing was asked, and the page asks itself once the SDK signs. */
  asked: boolean;
  /** Whether the page draws on the stored session's caller (published) before the SDK answers. */
  drawsFirst: boolean;
  /** Settles once every call has its answer (a failed one taken out of the cache again). */
  answered: Promise<void>;
}

/**
 * A signed-in page rendered from the app shell would otherwise wait for the Auth SDK (to learn who
 * is signed in), then for its code, then ask the API for its data, one after the other. Here, as the
 * app's code starts (app/start-page-data.ts, the app entry's first import): the stored session's ID
 * token signs the page's first calls (lib/session-store.ts), and the page's data, the cart (the
 * navbar's badge) and the company (the account menu and drawer) are asked for while the rest of the
 * app's code, the page's own and the SDK are still arriving. The page then finds them under the
 * keys its own queries read, so nothing is asked twice. A call that fails leaves no error behind: the
 * page asks again itself, signed by the SDK. Null where there is nothing to start: not one of these
 * pages, or no stored session.
 */
export async function startPageData(client: QueryClient, pathname: string): Promise<HeadStart | null> {
  // Only these pages read the stored session here.
  if (!frameAt(pathname)) return null;
  const signIn = await readStoredSignIn();
  if (!signIn) return null;
  const data = pageDataOf(pathname, signIn);
  if (!data) return null;
  signEarlyCallsWith(signIn);
  // The SDK has already read its user (from then on it alone signs calls), or the token is about to
  // expire: the page asks for itself once the guards open.
  if (!earlyIdToken()) return { data, asked: false, drawsFirst: false, answered: Promise.resolve() };
  // Who is signed in, as the stored session says: the guards open on it while the SDK loads (not for
  // an account without an address, an anonymous one, whose screens the SDK's answer decides).
  const drawsFirst = Boolean(signIn.email && data.drawsBeforeSdk);
  if (drawsFirst) {
    const { uid, email, admin, displayName, emailVerified } = signIn;
    publishStoredCaller({ uid, email, admin, displayName, emailVerified });
  }
  const asked: QueryKey[] = [];
  const ask = async (query: Prefetch): Promise<void> => {
    asked.push(query.key);
    await query.run(client);
    const next = query.then?.(client);
    if (next) await ask(next);
  };
  // A page's own version of an every-page query (the cart's, with its tools) stands for it.
  const own = new Set(data.queries.map((query) => hashKey(query.key)));
  const queries = [...everyPage.filter((query) => !own.has(hashKey(query.key))), ...data.queries];
  const answered = Promise.all(queries.map(ask)).then(() => {
    for (const key of asked) {
      const query = client.getQueryCache().find({ queryKey: key, exact: true });
      if (query?.state.status === 'error' && query.getObserversCount() === 0)
        client.removeQueries({ queryKey: key, exact: true });
    }
  });
  return { data, asked: true, drawsFirst, answered };
}
