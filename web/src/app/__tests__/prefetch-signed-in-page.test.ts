import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsQueryOptions } from '../../features/analytics/api/get-analytics';
import { cartQueryOptions } from '../../features/cart/api/cart';
import { myOrdersQueryOptions } from '../../features/orders/api/get-my-orders';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { companyQueryOptions } from '../../hooks/use-company';
import { memoryStorage } from '../../testing/memory-storage';
import { mayDrawBeforeSdk } from '../page-frames';
import { needsOf, prefetchSignedInPage } from '../prefetch-signed-in-page';
import * as pages from '../router';

// The page code is not fetched here (the lazy pages' preload is what is checked); the Auth SDK must
// not be loaded at all: the stored session's token signs these calls.
vi.mock('../router', () => {
  const lazyPage = () => ({ preload: vi.fn() });
  return {
    CartPage: lazyPage(),
    QuickOrderPage: lazyPage(),
    DashboardLayout: lazyPage(),
    MyOrdersPage: lazyPage(),
    OrderDetailsPage: lazyPage(),
    AnalyticsPage: lazyPage(),
  };
});
vi.mock('../../lib/firebase', () => {
  throw new Error('the Auth SDK was loaded');
});

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const EMAIL = 'buyer@example.com';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

/** localStorage as the SDK leaves it after a sign-in (a Map stands in for the browser's storage). */
function storedSession(token: string, expiresAt: number): Storage {
  return memoryStorage({
    [USER_KEY]: JSON.stringify({
      uid: 'u1',
      email: EMAIL,
      stsTokenManager: { accessToken: token, expirationTime: expiresAt },
    }),
  });
}

const signIn = (admin = false) => ({
  uid: 'u1',
  email: EMAIL,
  idToken: 't',
  expiresAt: Date.now() + 3_600_000,
  admin,
});

/** The API's answers by path (the network is outside the client). */
function stubApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    const answer = answers[path];
    return Promise.resolve(answer ? answer() : new Response('{}', { status: 599 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('needsOf', () => {
  it("names each signed-in page's code and queries under the keys the pages read", () => {
    expect(needsOf('/cart', signIn())).toEqual({ code: [pages.CartPage], queries: [], drawsBeforeSdk: false });
    expect(needsOf('/quick-order', signIn())).toEqual({
      code: [pages.QuickOrderPage],
      queries: [],
      drawsBeforeSdk: false,
    });

    const myOrders = needsOf('/dashboard', signIn());
    expect(myOrders?.code).toEqual([pages.DashboardLayout, pages.MyOrdersPage]);
    expect(myOrders?.queries.map((q) => q.key)).toEqual([myOrdersQueryOptions(EMAIL).queryKey]);
    expect(myOrders?.drawsBeforeSdk).toBe(true);

    // An admin's dashboard opens on Analytics.
    const adminLanding = needsOf('/dashboard', signIn(true));
    expect(adminLanding?.code).toEqual([pages.DashboardLayout, pages.AnalyticsPage]);
    expect(adminLanding?.queries.map((q) => q.key)).toEqual([analyticsQueryOptions(30).queryKey]);
    // It is sent on to Analytics' own address: the stored caller opens only the page the app started on.
    expect(adminLanding?.drawsBeforeSdk).toBe(false);
    expect(needsOf('/dashboard/analytics', signIn(true))?.drawsBeforeSdk).toBe(true);
    expect(needsOf('/dashboard/analytics', signIn(true))?.queries.map((q) => q.key)).toEqual([
      analyticsQueryOptions(30).queryKey,
    ]);
    // A customer's browser at Analytics' address asks for no report (the API would answer 403).
    expect(needsOf('/dashboard/analytics', signIn())?.queries).toEqual([]);

    const order = needsOf('/dashboard/orders/o-1', signIn());
    expect(order?.code).toEqual([pages.DashboardLayout, pages.OrderDetailsPage]);
    expect(order?.queries.map((q) => q.key)).toEqual([orderQueryOptions('o-1').queryKey]);
    expect(order?.drawsBeforeSdk).toBe(true);
  });

  it('lets the same pages draw before the SDK as the frames that hold the SDK back (mayDrawBeforeSdk)', () => {
    for (const path of ['/cart', '/quick-order', '/dashboard', '/dashboard/orders/o-1', '/dashboard/analytics']) {
      expect(needsOf(path, signIn())?.drawsBeforeSdk, path).toBe(mayDrawBeforeSdk(path));
    }
  });

  it('names nothing for the pre-rendered and server-rendered pages', () => {
    for (const path of ['/', '/tools', '/order/claw-hammer', '/login', '/dashboard/profile']) {
      expect(needsOf(path, signIn())).toBeNull();
    }
  });
});

describe('prefetchSignedInPage', () => {
  it("signs My Orders', the cart's and the company's reads with the stored token, without the Auth SDK, and keeps their answers", async () => {
    const token = jwt({ sub: 'u1' });
    vi.stubGlobal('localStorage', storedSession(token, Date.now() + 3_600_000));
    const order = { _id: 'o1' };
    const fetchMock = stubApi({
      [`/api/orders/${encodeURIComponent(EMAIL)}`]: json([order], 200, { 'X-Total-Count': '1' }),
      '/api/cart': json({ lines: [] }, 200, { ETag: '"c1"' }),
      '/api/company': json(null),
    });
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    const queries = client();

    await prefetch(queries, '/dashboard');

    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    }
    expect(queries.getQueryData(myOrdersQueryOptions(EMAIL).queryKey)?.pages[0]?.items).toEqual([order]);
    expect(queries.getQueryData(cartQueryOptions().queryKey)).toEqual({ lines: [], etag: '"c1"' });
    expect(queries.getQueryData(companyQueryOptions().queryKey)).toBeNull();
    const routerMock = await import('../router');
    expect(routerMock.DashboardLayout.preload).toHaveBeenCalled();
    expect(routerMock.MyOrdersPage.preload).toHaveBeenCalled();
  });

  it("publishes who the stored session says is signed in, for an order's page to draw on while the SDK loads", async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1', admin: true }), Date.now() + 3_600_000));
    stubApi({ '/api/order/o1': json({ _id: 'o1' }), '/api/cart': json({ lines: [] }), '/api/company': json(null) });
    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');

    expect(await prefetch(client(), '/dashboard/orders/o1')).toBe(true);

    expect(publish).toHaveBeenCalledWith({ uid: 'u1', email: EMAIL, admin: true });
  });

  it("publishes no caller for the cart, whose checkout starts from the SDK's user", async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    stubApi({ '/api/cart': json({ lines: [] }), '/api/company': json(null) });
    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');

    const session = await import('../../lib/auth-session');
    const release = vi.spyOn(session, 'releaseSessionStart');

    expect(await prefetch(client(), '/cart')).toBe(false);

    expect(publish).not.toHaveBeenCalled();
    // The SDK decides who sees it: the session starts now.
    expect(release).toHaveBeenCalled();
  });

  it('leaves no failed answer behind: the page asks again itself', async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    stubApi({
      '/api/order/o1': json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      '/api/cart': json({ lines: [] }),
      '/api/company': json({ id: 'c1', name: 'Oakline' }),
    });
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    const queries = client();

    await prefetch(queries, '/dashboard/orders/o1');

    expect(queries.getQueryCache().find({ queryKey: orderQueryOptions('o1').queryKey })).toBeUndefined();
    expect(queries.getQueryData(companyQueryOptions().queryKey)).toEqual({ id: 'c1', name: 'Oakline' });
  });

  it('asks nothing without a stored session, or for a page that is not one of them', async () => {
    const fetchMock = stubApi({});
    await prefetchSignedInPage(client(), '/dashboard');
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    await prefetch(client(), '/tools');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never sends a token within a minute of its expiry', async () => {
    const token = jwt({ sub: 'u1' });
    vi.stubGlobal('localStorage', storedSession(token, Date.now() + 30_000));
    const fetchMock = stubApi({ '/api/cart': json({ lines: [] }) });
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    const queries = client();

    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    // Without a usable stored token the page waits for the SDK to sign its calls: nothing is asked now,
    // and the guards wait for the SDK too.
    await prefetch(queries, '/cart');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
    expect(queries.getQueryCache().getAll()).toEqual([]);
  });

  it('asks nothing once the SDK has started: it alone signs calls from then on', async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    const fetchMock = stubApi({ '/api/cart': json({ lines: [] }) });
    // An SDK that has started but not yet read its stored user: a call now would go unsigned.
    vi.doMock('../../lib/firebase', () => ({
      firebaseAuth: () => ({ currentUser: null, authStateReady: () => new Promise(() => undefined) }),
    }));
    const { retireStoredIdToken } = await import('../../lib/session-store');
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    retireStoredIdToken();

    await prefetch(client(), '/cart');

    expect(fetchMock).not.toHaveBeenCalled();
    const routerMock = await import('../router');
    expect(routerMock.CartPage.preload).toHaveBeenCalled();
  });
});

describe('the stored token', () => {
  it('signs nothing once the SDK has started', async () => {
    const store = await import('../../lib/session-store');
    store.signEarlyCallsWith({ idToken: 'stored', expiresAt: Date.now() + 3_600_000 });
    expect(store.earlyIdToken()).toBe('stored');
    store.retireStoredIdToken();
    expect(store.earlyIdToken()).toBeNull();
    store.signEarlyCallsWith({ idToken: 'late', expiresAt: Date.now() + 3_600_000 });
    expect(store.earlyIdToken()).toBeNull();
  });
});
