import { expect, startSignedIn, test } from './support/fixtures';

/**
 * The journeys' browser profiles are kept for a worker's life (support/warm-contexts.ts): what one
 * journey leaves in them, the next does not find. One worker, in order, so the second journey gets
 * the profiles the first gave back.
 */
test.describe.configure({ mode: 'serial' });

test('a journey leaves a session, a cart, a cookie, a route and the network off in two profiles', async ({
  page,
  customer,
  signedInPage,
}) => {
  await startSignedIn(page, customer);
  await page.goto('/cart');
  await expect(page.getByTestId('account-name')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; max-age=3600';
  });
  await page.context().route('**/api/**', (route) => route.abort());
  await page.context().setOffline(true);
  const second = await signedInPage(customer);
  await second.goto('/cart');
  await expect(second.getByTestId('account-name')).toBeVisible();
});

test('the next journey finds both profiles as a new visitor would', async ({ page, signedInPage }) => {
  const second = await signedInPage(null);
  for (const tab of [page, second]) {
    // Online, no route: the page and its API answer.
    await tab.goto('/tools');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await tab.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'mui-mode'))).toEqual([]);
    expect(await tab.evaluate(() => document.cookie)).toBe('');
    expect(await tab.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    await expect(tab.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  }
  const answer = await page.evaluate(async () => (await fetch('/api/tools?limit=1')).status);
  expect(answer).toBe(200);
});
