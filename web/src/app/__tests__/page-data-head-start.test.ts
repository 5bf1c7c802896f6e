import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsQueryOptions } from '../../features/analytics/api/get-analytics';
import { buyerProfileQueryOptions } from '../../features/cart/api/buyer-profile';
import { cartQueryOptions } from '../../features/cart/api/cart';
import { cartToolsQueryOptions } from '../../features/cart/api/cart-tools';
import { myOrdersQueryOptions } from '../../features/orders/api/get-my-orders';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { companyQueryOptions } from '../../hooks/use-company';
import { memoryStorage } from '../../testing/memory-storage';
import { pageDataOf, startPageData, type HeadStart } from '../page-data-head-start';
import { mayDrawBeforeSdk } from '../page-frames';
import { prefetchSignedInPage } from '../prefetch-signed-in-page';
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
      displayName: 'Bea Buyer',
      emailVerified: false,
      stsTokenManager: { accessToken: token, expirationTime: expiresAt },
    }),
  });
}

const signIn = (admin = false) => ({
  uid: 'u1',
  email: EMAIL as string | null,
  displayName: null,
  emailVerified: true,
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

describe('pageDataOf', () => {
  it('names each signed-in page and its queries under the keys the pages read', () => {
    const cart = pageDataOf('/cart', signIn());
    expect(cart?.page).toBe('cart');
    // The cart (with its lines' tools once it names them) and the profile the checkout starts from.
    expect(cart?.queries.map((q) => q.key)).toEqual([
      cartQueryOptions().queryKey,
      buyerProfileQueryOptions(EMAIL).queryKey,
    ]);
    expect(cart?.drawsBeforeSdk).toBe(true);
    expect(pageDataOf('/quick-order', signIn())).toEqual({ page: 'quick-order', queries: [], drawsBeforeSdk: true });
    // An account without an address (a guest's) waits for the SDK: it alone knows whose cart it is.
    expect(pageDataOf('/cart', { ...signIn(), email: null })?.drawsBeforeSdk).toBe(false);

    const myOrders = pageDataOf('/dashboard', signIn());
    expect(myOrders?.page).toBe('my-orders');
    expect(myOrders?.queries.map((q) => q.key)).toEqual([myOrdersQueryOptions(EMAIL).queryKey]);
    expect(myOrders?.drawsBeforeSdk).toBe(true);

    // An admin's dashboard opens on Analytics.
    const adminLanding = pageDataOf('/dashboard', signIn(true));
    expect(adminLanding?.page).toBe('analytics');
    expect(adminLanding?.queries.map((q) => q.key)).toEqual([analyticsQueryOptions(30).queryKey]);
    // It is sent on to Analytics' own address: the stored caller opens only the page the app started on.
    expect(adminLanding?.drawsBeforeSdk).toBe(false);
    expect(pageDataOf('/dashboard/analytics', signIn(true))?.drawsBeforeSdk).toBe(true);
    expect(pageDataOf('/dashboard/analytics', signIn(true))?.queries.map((q) => q.key)).toEqual([
      analyticsQueryOptions(30).queryKey,
    ]);
    // A customer's browser at Analytics' address asks for no report (the API would answer 403).
    expect(pageDataOf('/dashboard/analytics', signIn())?.queries).toEqual([]);

    const order = pageDataOf('/dashboard/orders/o%201', signIn());
    expect(order?.page).toBe('order-details');
    expect(order?.queries.map((q) => q.key)).toEqual([orderQueryOptions('o 1').queryKey]);
    expect(order?.drawsBeforeSdk).toBe(true);
  });

  it('lets the same pages draw before the SDK as the frames that hold the SDK back (mayDrawBeforeSdk)', () => {
    for (const path of ['/cart', '/quick-order', '/dashboard', '/dashboard/orders/o-1', '/dashboard/analytics']) {
      expect(pageDataOf(path, signIn())?.drawsBeforeSdk, path).toBe(mayDrawBeforeSdk(path));
    }
  });

  it('names nothing for the pre-rendered and server-rendered pages', () => {
    for (const path of ['/', '/tools', '/order/claw-hammer', '/login', '/dashboard/profile']) {
      expect(pageDataOf(path, signIn())).toBeNull();
    }
  });
});

describe('startPageData', () => {
  it("signs My Orders', the cart's and the company's reads with the stored token, without the Auth SDK, and keeps their answers", async () => {
    const token = jwt({ sub: 'u1' });
    vi.stubGlobal('localStorage', storedSession(token, Date.now() + 3_600_000));
    const order = { _id: 'o1' };
    const fetchMock = stubApi({
      [`/api/orders/${encodeURIComponent(EMAIL)}`]: json([order], 200, { 'X-Total-Count': '1' }),
      '/api/cart': json({ lines: [] }, 200, { ETag: '"c1"' }),
      '/api/company': json(null),
    });
    const { startPageData: start } = await import('../page-data-head-start');
    const queries = client();

    const started = await start(queries, '/dashboard');
    // Asked for at once, not once the rest of the app is there.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await started?.answered;

    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    }
    expect(queries.getQueryData(myOrdersQueryOptions(EMAIL).queryKey)?.pages[0]?.items).toEqual([order]);
    expect(queries.getQueryData(cartQueryOptions().queryKey)).toEqual({ lines: [], etag: '"c1"' });
    expect(queries.getQueryData(companyQueryOptions().queryKey)).toBeNull();
    expect(started).toMatchObject({ asked: true, drawsFirst: true, data: { page: 'my-orders' } });
  });

  it("publishes who the stored session says is signed in, for an order's page to draw on while the SDK loads", async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1', admin: true }), Date.now() + 3_600_000));
    stubApi({ '/api/order/o1': json({ _id: 'o1' }), '/api/cart': json({ lines: [] }), '/api/company': json(null) });
    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    const { startPageData: start } = await import('../page-data-head-start');

    expect((await start(client(), '/dashboard/orders/o1'))?.drawsFirst).toBe(true);

    // With the name and the verification the checkout and the notice for an unverified address show.
    expect(publish).toHaveBeenCalledWith({
      uid: 'u1',
      email: EMAIL,
      admin: true,
      displayName: 'Bea Buyer',
      emailVerified: false,
    });
  });

  it("draws the cart on the stored caller: its lines' tools are asked for as soon as the cart names them, the cart once", async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    const lines = [
      { toolId: 'saw', quantity: 10 },
      { toolId: 'chisel', quantity: 4 },
    ];
    const tools = [{ _id: 'chisel' }, { _id: 'saw' }];
    const profile = { email: EMAIL, phoneNumber: '5550100', location: 'Yard 3' };
    const fetchMock = stubApi({
      '/api/cart': json({ lines }, 200, { ETag: '"c2"' }),
      '/api/tools': json(tools),
      [`/api/user/${encodeURIComponent(EMAIL)}`]: json(profile),
      '/api/company': json(null),
    });
    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    const { startPageData: start } = await import('../page-data-head-start');
    const queries = client();

    const started = await start(queries, '/cart');
    expect(started).toMatchObject({ asked: true, drawsFirst: true, data: { page: 'cart' } });
    await started?.answered;

    expect(publish).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1', email: EMAIL }));
    // In the lines' order, under the key the cart page reads.
    expect(queries.getQueryData(cartToolsQueryOptions(['saw', 'chisel']).queryKey)).toEqual(tools);
    expect(queries.getQueryData(buyerProfileQueryOptions(EMAIL).queryKey)).toEqual(profile);
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
    expect(paths.filter((url) => url.pathname === '/api/cart')).toHaveLength(1);
    expect(paths.find((url) => url.pathname === '/api/tools')?.searchParams.get('id')).toBe('saw,chisel');
  });

  it("asks for no tools for an empty cart, and leaves no failed tools' answer behind", async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    const fetchMock = stubApi({
      '/api/cart': json({ lines: [] }),
      [`/api/user/${encodeURIComponent(EMAIL)}`]: json({ email: EMAIL }),
      '/api/company': json(null),
    });
    const { startPageData: start } = await import('../page-data-head-start');
    await (
      await start(client(), '/cart')
    )?.answered;
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/tools'))).toBe(false);

    vi.resetModules();
    stubApi({
      '/api/cart': json({ lines: [{ toolId: 'saw', quantity: 10 }] }),
      '/api/tools': json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      [`/api/user/${encodeURIComponent(EMAIL)}`]: json({ email: EMAIL }),
      '/api/company': json(null),
    });
    const { startPageData: startAgain } = await import('../page-data-head-start');
    const queries = client();
    await (
      await startAgain(queries, '/cart')
    )?.answered;
    expect(queries.getQueryCache().find({ queryKey: cartToolsQueryOptions(['saw']).queryKey })).toBeUndefined();
    expect(queries.getQueryData(cartQueryOptions().queryKey)).toMatchObject({ lines: [{ toolId: 'saw' }] });
  });

  it('leaves no failed answer behind: the page asks again itself', async () => {
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    stubApi({
      '/api/order/o1': json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      '/api/cart': json({ lines: [] }),
      '/api/company': json({ id: 'c1', name: 'Oakline' }),
    });
    const { startPageData: start } = await import('../page-data-head-start');
    const queries = client();

    await (
      await start(queries, '/dashboard/orders/o1')
    )?.answered;

    expect(queries.getQueryCache().find({ queryKey: orderQueryOptions('o1').queryKey })).toBeUndefined();
    expect(queries.getQueryData(companyQueryOptions().queryKey)).toEqual({ id: 'c1', name: 'Oakline' });
  });

  it('asks nothing without a stored session, or for a page that is not one of them', async () => {
    const fetchMock = stubApi({});
    expect(await startPageData(client(), '/dashboard')).toBeNull();
    vi.stubGlobal('localStorage', storedSession(jwt({ sub: 'u1' }), Date.now() + 3_600_000));
    const { startPageData: start } = await import('../page-data-head-start');
    expect(await start(client(), '/tools')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never sends a token within a minute of its expiry', async () => {
    const token = jwt({ sub: 'u1' });
    vi.stubGlobal('localStorage', storedSession(token, Date.now() + 30_000));
    const fetchMock = stubApi({ '/api/cart': json({ lines: [] }) });
    const { startPageData: start } = await import('../page-data-head-start');
    const queries = client();

    const store = await import('../../lib/session-store');
    const publish = vi.spyOn(store, 'publishStoredCaller');
    // Without a usable stored token the page waits for the SDK to sign its calls: nothing is asked now,
    // and the guards wait for the SDK too.
    expect(await start(queries, '/cart')).toMatchObject({ asked: false, drawsFirst: false });

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
    const { startPageData: start } = await import('../page-data-head-start');
    retireStoredIdToken();

    expect(await start(client(), '/cart')).toMatchObject({ asked: false });

    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('prefetchSignedInPage', () => {
  const started = (data: HeadStart['data'], rest: Partial<HeadStart> = {}): Promise<HeadStart> =>
    Promise.resolve({ data, asked: true, drawsFirst: data.drawsBeforeSdk, answered: Promise.resolve(), ...rest });

  it("fetches the page's own code: an admin's dashboard, Analytics'", async () => {
    await prefetchSignedInPage(started(pageDataOf('/dashboard', signIn())!));
    expect(pages.DashboardLayout.preload).toHaveBeenCalled();
    expect(pages.MyOrdersPage.preload).toHaveBeenCalled();
    expect(pages.AnalyticsPage.preload).not.toHaveBeenCalled();

    await prefetchSignedInPage(started(pageDataOf('/dashboard', signIn(true))!));
    expect(pages.AnalyticsPage.preload).toHaveBeenCalled();
    // Also where nothing was asked ahead (the page asks itself once the SDK signs).
    await prefetchSignedInPage(started(pageDataOf('/cart', signIn())!, { asked: false }));
    expect(pages.CartPage.preload).toHaveBeenCalled();
  });

  it('lets the SDK start at once where the page does not draw on the stored caller, and answers once the calls are answered', async () => {
    const session = await import('../../lib/auth-session');
    const release = vi.spyOn(session, 'releaseSessionStart');
    const { prefetchSignedInPage: prefetch } = await import('../prefetch-signed-in-page');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));

    // An admin's dashboard, sent on to Analytics' own address, does not draw on the stored caller.
    const landing = prefetch(started(pageDataOf('/dashboard', signIn(true))!, { answered }));
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    let settled = false;
    void landing.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer();
    expect(await landing).toBe(false);

    // An order's page and the cart draw first: the SDK waits for them (main.tsx holds it).
    expect(await prefetch(started(pageDataOf('/dashboard/orders/o1', signIn())!))).toBe(true);
    expect(await prefetch(started(pageDataOf('/cart', signIn())!))).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
    expect(await prefetch(Promise.resolve(null))).toBe(false);
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
