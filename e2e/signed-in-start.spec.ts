import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, startSignedIn, test } from './support/fixtures';

/** Which chunk each source module was built into (web/dist/.vite/manifest.json). */
const manifest = JSON.parse(
  readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
/** reactfire's sign-in check and the Firebase Auth SDK it brings. */
const signinChunk = manifest['src/lib/signin-watch.tsx']!.file;

test('a signed-in page asks the API for its data while the sign-in code is still downloading, and once', async ({
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

  // The Auth SDK's chunk is held back until My Orders' read has gone out: a page that waited for the
  // SDK before asking would never ask, and the journey would time out.
  let releaseSdk = () => {};
  const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
  await page.route(`**/${signinChunk}`, async (route) => {
    await sdkHeld;
    await route.continue();
  });

  const ordersAsked = page.waitForRequest(isOrdersRead);
  await page.goto('/dashboard');
  const asked = await ordersAsked;
  // Signed with the stored session's token, as the SDK would have signed it.
  expect(await asked.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\./);
  expect((await asked.response())?.status()).toBe(200);
  releaseSdk();

  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no orders yet. Pick a tool on the home page to place one.')).toBeVisible();
  // The page found the answer waiting: it did not ask again.
  expect(ordersReads).toHaveLength(1);
});
