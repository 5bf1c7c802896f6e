import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectHydrated } from './support/hydration';

/** Which chunk each source module was built into (web/dist/.vite/manifest.json). */
const manifest = JSON.parse(
  readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
const loginChunk = manifest['src/features/account/components/LoginPage.tsx']!.file;
const myOrdersChunk = manifest['src/features/orders/components/MyOrdersPage.tsx']!.file;

const PAGE_ERROR = 'This page could not be shown';
const OFFLINE = "You are offline. We'll pick up where you left off when you're back.";

const pageError = (page: Page) => page.getByRole('alert').filter({ hasText: PAGE_ERROR });
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Login', level: 1 });

type MarkedWindow = Window & { e2eFirstDocument?: boolean };

/**
 * A page the app draws for a visitor (their Home, Blogs, catalogue and purchase pages are islands,
 * which load no page code): an address no route knows.
 */
const APP_PAGE = '/no/such/page';

/** From the app's page to Login in the app; the document it was loaded in is marked, to tell a reload. */
async function openLoginFromAppPage(page: Page) {
  await page.goto(APP_PAGE);
  await expectHydrated(page);
  await page.evaluate(() => void ((window as MarkedWindow).e2eFirstDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }).click();
}

test("a page whose code fails to download once says so, and 'Try again' shows it", async ({ page }) => {
  // The chunk's first download (Vite's modulepreload and the import itself ask for it together)
  // fails as if the connection dropped; from the error on, the server answers again.
  let blocking = true;
  const downloads = { failed: 0, served: 0 };
  await page.route(`**/${loginChunk}`, (route) => {
    // The app asks the server about a chunk that failed (HEAD): that is no download of it.
    if (route.request().method() !== 'GET') return route.continue();
    if (blocking) {
      downloads.failed += 1;
      return route.abort('internetdisconnected');
    }
    downloads.served += 1;
    return route.continue();
  });

  await openLoginFromAppPage(page);
  await expect(pageError(page).getByRole('heading', { name: PAGE_ERROR, level: 1 })).toBeVisible();
  await expect(pageError(page)).toContainText('Part of it could not be downloaded');
  expect(downloads.failed).toBeGreaterThan(0);
  expect(downloads.served).toBe(0);
  blocking = false;

  await pageError(page).getByRole('button', { name: 'Try again' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
  expect(downloads.served).toBeGreaterThan(0);
  // Recovered in place: the chunk was still there, so the page was not reloaded.
  expect(await page.evaluate(() => (window as MarkedWindow).e2eFirstDocument)).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
});

test("a dashboard screen whose code fails keeps the dashboard's drawer, and 'Try again' shows it", async ({
  page,
  customer,
}) => {
  let blocking = true;
  await page.route(`**/${myOrdersChunk}`, (route) =>
    blocking && route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.continue(),
  );
  await startSignedIn(page, customer);
  await page.goto('/dashboard');

  await expect(pageError(page).getByRole('heading', { name: PAGE_ERROR, level: 1 })).toBeVisible();
  // The screen's own boundary caught it: the drawer around it is still there to move elsewhere.
  await expect(page.getByTestId('dashboard-drawer').getByRole('link', { name: 'My Order', exact: true })).toBeVisible();
  blocking = false;

  await pageError(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(pageError(page)).toHaveCount(0);
});

test('a page whose code a new deployment removed reloads once, then says it could not be shown', async ({ page }) => {
  // The chunk's name belongs to an older build: the server has nothing there.
  await page.route(`**/${loginChunk}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '' }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
    }
  });

  await openLoginFromAppPage(page);
  await expect(pageError(page).getByRole('heading', { name: PAGE_ERROR, level: 1 })).toBeVisible();
  await expect(pageError(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  // One reload (on /login), and no second one once the reloaded page could not load it either.
  expect(documents).toEqual([APP_PAGE, '/login']);
});

test('offline shows a banner; back online it goes, and what was asked for meanwhile arrives', async ({
  page,
  context,
  customer,
}) => {
  // The app's catalogue (a visitor's loads each search as a page: catalogue.spec.ts).
  await startSignedIn(page, customer);
  await page.goto('/tools');
  await expectHydrated(page);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ tools$/);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

  // A search while offline waits (it does not fail) until the connection is back.
  await page.getByLabel('Search tools').fill('saw');
  await expect(page).toHaveURL(/\?q=saw$/);
  await expect(page.getByText('Looking for tools…')).toBeVisible();
  await expect(page.getByText('The tools could not be loaded')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ tools? match "saw"$/);
  await expect(page.getByTestId('tool-card').first()).toBeVisible();
});

test('an order whose answer was lost is sent again with the same key and placed once', async ({
  page,
  customer,
  ownTool,
}) => {
  const tool = await ownTool('retry', { priceCents: 3100, minOrder: 2 });
  const address = `9 Retry Row, York ${Date.now()}`;
  await startSignedIn(page, customer);
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByRole('heading', { name: tool.toolName })).toBeVisible();
  const startStock = Number(
    /Available: (\d+)/.exec((await page.getByTestId('tool-available').textContent()) ?? '')?.[1],
  );

  const keys: (string | undefined)[] = [];
  let deliver!: () => void;
  const answerLost = new Promise<void>((resolve) => (deliver = resolve));
  await page.route('**/api/order', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    // The server places the order; the connection drops before its answer reaches the browser.
    await route.fetch();
    await answerLost;
    return route.abort('connectionreset');
  });

  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Quantity (pieces)').fill(String(tool.minOrder));
  await page.getByLabel('Address').fill(address);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  // In flight: the button shows progress and cannot send it a second time.
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder.getByRole('progressbar')).toBeVisible();
  await expect.poll(() => keys.length).toBe(1);
  deliver();

  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();
  await expect(placeOrder).toBeEnabled();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByTestId('tool-available')).toHaveText(`Available: ${startStock - tool.minOrder}`);
  const orders = await getFirestore(scriptAdminApp()).collection('orders').where('orderAddress', '==', address).get();
  expect(orders.size).toBe(1);
});
