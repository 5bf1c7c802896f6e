import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { expect, startSignedIn, test } from './support/fixtures';
import { SPINNER_DELAY_MS } from '../web/src/config/motion';
import { appStarters, watchTakeover } from './support/hydration';

/** Which chunk each source module was built into (web/dist/.vite/manifest.json). */
const manifest = JSON.parse(
  readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
/** reactfire's sign-in check and the Firebase Auth SDK it brings. */
const signinChunk = manifest['src/lib/signin-watch.tsx']!.file;
/** My Orders' own code (a lazy route). */
const myOrdersChunk = manifest['src/features/orders/components/MyOrdersPage.tsx']!.file;

/** Holds back every request for `file` until the returned function is called. */
async function holdChunk(page: Page, file: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${file}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a signed-in page asks the API for its data while its own code and the sign-in code are still downloading, once, and draws it before the sign-in code is there', async ({
  page,
  customer,
}) => {
  await startSignedIn(page, customer);
  const ordersPath = `/api/orders/${encodeURIComponent(customer.email)}`;
  const isOrdersRead = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === ordersPath;
  const ordersReads: Request[] = [];
  page.on('request', (request) => {
    if (isOrdersRead(request)) ordersReads.push(request);
  });

  // The Auth SDK's chunk and the page's own are held back until My Orders' read has gone out: a page
  // that waited for either before asking would never ask, and the journey would time out.
  const releaseSdk = await holdChunk(page, signinChunk);
  const releasePageCode = await holdChunk(page, myOrdersChunk);

  const ordersAsked = page.waitForRequest(isOrdersRead);
  await page.goto('/dashboard');
  const asked = await ordersAsked;
  // Signed with the stored session's token, as the SDK would have signed it.
  expect(await asked.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\./);
  expect((await asked.response())?.status()).toBe(200);
  releasePageCode();
  // And draws the answer before the SDK is there: the guards open on the stored session's caller.
  const noOrders = page.getByText('You have no orders yet. Pick a tool on the home page to place one.');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(noOrders).toBeVisible();
  releaseSdk();

  // The SDK's answer (the navbar's account menu) leaves the page as it was.
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await expect(noOrders).toBeVisible();
  // The page found the answer waiting: it did not ask again.
  expect(ordersReads).toHaveLength(1);
});

test('the cart and Quick order open on the stored session while the sign-in code is still downloading, and what is typed stays when it arrives', async ({
  page,
  customer,
  ownTool,
}) => {
  const tool = await ownTool('earlycart', { priceCents: 1500, minOrder: 2, available: 40 });
  const saved = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
    token: customer.token,
    body: { lines: [{ toolId: tool.id, quantity: 6 }] },
  });
  expect(saved.status).toBe(200);
  await startSignedIn(page, customer);
  // The Auth SDK's chunk is held back: a page that waited for it would show nothing but its frame,
  // and the journey would time out.
  let releaseSdk = await holdChunk(page, signinChunk);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: tool.toolName })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toContainText('$90.00');
  // The checkout starts from who the stored session says is signed in, and may be sent.
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
  await expect(checkout.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(checkout.getByRole('button', { name: /place order/i })).toBeEnabled();
  const poNumber = checkout.getByLabel('PO number (optional)');
  await poNumber.fill('PO-4471');
  releaseSdk();
  // The SDK's answer (the navbar's account menu) redraws nothing under the buyer's hands.
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await expect(poNumber).toHaveValue('PO-4471');
  await expect(checkout.getByLabel('Name', { exact: true })).toHaveValue(customer.name);

  releaseSdk = await holdChunk(page, signinChunk);
  await page.goto('/quick-order');
  const lines = page.getByLabel('SKU and quantity, one per line');
  await expect(lines).toBeEditable();
  await lines.fill(`${tool.sku}, 4`);
  releaseSdk();
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await expect(lines).toHaveValue(`${tool.sku}, 4`);
});

/** Holds back what starts the app on the page (appStarters) until the returned function is called. */
async function holdEntry(page: Page, path: string): Promise<() => Promise<void>> {
  const releases = await Promise.all(
    (await appStarters(page, path)).map((file) => holdChunk(page, file.replace(/^\//, ''))),
  );
  return async () => {
    releases.forEach((release) => release());
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/**
 * Nothing on a loading page moves in a wait's first second (each frame drawn for a spinner is taken
 * from the page's own loading): every animation on the page waits out the spinner's delay, the
 * header's session placeholder has none and the spinner is hidden until its delay ends; a wait that
 * goes on shows it (turning, for a visitor who has not asked for reduced motion as these journeys do).
 */
async function expectStillThenShown(page: Page, waiting: Locator) {
  const animations = () =>
    page.evaluate(() =>
      document.getAnimations().map((animation) => ({
        name: animation instanceof CSSAnimation ? animation.animationName : 'transition',
        delay: Number(animation.effect?.getTiming().delay ?? 0),
      })),
    );
  const spinner = async () =>
    waiting.evaluate((element) => {
      const shown = element.firstElementChild ?? element;
      return {
        opacity: getComputedStyle(shown).opacity,
        fills: shown.getAnimations().map((animation) => animation.effect?.getTiming().fill),
      };
    });
  const before = await animations();
  expect(before.length, 'the spinner is there, waiting').toBeGreaterThan(0);
  for (const animation of before) expect(animation.delay, animation.name).toBeGreaterThanOrEqual(SPINNER_DELAY_MS);
  // Hidden until its delay ends (its fade-in fills backwards); not read as an opacity here: on a busy
  // machine the second may be over before the page is looked at.
  expect((await spinner()).fills).toContain('both');
  await expect(page.getByRole('progressbar', { name: 'Checking your session' }).first()).toBeAttached();
  await expect
    .poll(async () => (await spinner()).opacity, { message: 'the spinner shows once the wait is long' })
    .toBe('1');
}

test("a signed-in page paints its frame before any of the app's code, and the page takes its place without a move or an error", async ({
  page,
  customer,
}) => {
  await startSignedIn(page, customer);
  const takeover = await watchTakeover(page);
  for (const { path, heading, loading, loaded } of [
    { path: '/cart', heading: 'Your cart', loading: 'Loading your cart', loaded: 'Your cart is empty.' },
    {
      path: '/dashboard',
      heading: 'My Orders',
      loading: 'Loading your orders',
      loaded: 'You have no orders yet. Pick a tool on the home page to place one.',
    },
  ]) {
    const release = await holdEntry(page, path);
    // Not until 'load': the held entry would hold it back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The HTML alone: the page's heading and the spinner it shows while its data loads.
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    const waiting = page.getByRole('status', { name: loading });
    await expect(waiting).toBeVisible();
    if (path === '/cart') await expectStillThenShown(page, waiting);
    const framed = await h1.boundingBox();
    await release();
    await expect(page.getByText(loaded)).toBeVisible();
    expect(await h1.boundingBox(), path).toEqual(framed);
  }
  // An order's frame is rendered per request, its id from the address in the heading; this one is
  // nobody's, which the page says once the API has answered.
  const release = await holdEntry(page, '/dashboard/orders/no-such-order');
  await page.goto('/dashboard/orders/no-such-order', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Order no-such-order' })).toBeVisible();
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  expect(takeover.errors.filter((error) => !error.includes('404'))).toEqual([]);
});
