import type { Page } from '@playwright/test';
import { signInWithEmail } from './support/auth';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectHydrated, pageStart, startedEntry, watchTakeover } from './support/hydration';

/**
 * A visitor's Home, Blogs, Portfolio, catalogue and purchase page are started by the islands entry
 * (web/src/islands): React takes over the navigation, the cart buttons, the inquiry form, the
 * purchase page's sign-in prompt, the footer and the offline notice, and nothing else. A browser
 * with a session gets the whole app on the same HTML.
 */

/** Every script the page asks for from now on, by path. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Where the login page will send the visitor back to: the `from` its history entry holds. */
function cameFrom(page: Page) {
  return page.evaluate(() => (history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname);
}

test('a visitor on a phone: Home runs its islands only, the menu opens and leads to Blogs, whose islands work too', async ({
  page,
}) => {
  const homeStart = await pageStart(page, '/');
  const islandsEntry = homeStart.entry;
  const appEntry = await startedEntry(page, '/cart');
  expect(islandsEntry).not.toBe(appEntry);
  expect(await startedEntry(page, '/blogs')).toBe(islandsEntry);

  await page.setViewportSize({ width: 360, height: 800 });
  const scripts = scriptsAskedFor(page);
  const takeover = await watchTakeover(page);
  await page.goto('/');
  await expectHydrated(page);
  // The islands' code arrives in parts (each evaluated in a task of its own), all preloaded with the page: none asked for late.
  expect(scripts.filter((script) => script !== islandsEntry && !homeStart.preloads.includes(script))).toEqual([]);
  // The visitor's links come once the islands know nobody is signed in.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  expect(scripts).toContain(islandsEntry);
  expect(scripts).not.toContain(appEntry);
  expect(await takeover.removed()).toEqual([]);
  expect(takeover.errors).toEqual([]);

  await page.getByRole('menuitem', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expectHydrated(page);
  const dark = page.getByRole('button', { name: 'Dark theme' });
  const pressed = await dark.getAttribute('aria-pressed');
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  expect(scripts).not.toContain(appEntry);
  expect(takeover.errors).toEqual([]);
});

test("a visitor's Home: the inquiry form checks and sends, and Add to cart asks them to log in", async ({ page }) => {
  const takeover = await watchTakeover(page);
  await page.goto('/');
  await expectHydrated(page);

  await page.getByRole('region', { name: 'Need help to customize your order?' }).scrollIntoViewIfNeeded();
  const email = page.getByRole('textbox', { name: 'Your e-mail address' });
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await email.fill(`islands-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks! We will e-mail you about your custom order.')).toBeVisible();

  await page
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page knows where the visitor came from (it sends them back there once signed in).
  await expect.poll(() => cameFrom(page)).toBe('/');
  expect(takeover.errors).toEqual([]);
});

test('a signed-in customer gets the whole app on the same Home: account menu and cart', async ({ page, customer }) => {
  await startSignedIn(page, customer);
  const takeover = await watchTakeover(page);
  await page.goto('/');
  // The islands alone never show an account: they run for a browser without a session only.
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await takeover.removed()).toEqual([]);
  expect(takeover.errors).toEqual([]);
});

test("a visitor's purchase page runs its islands only; 'Sign in to order' comes back to the form, which places the order", async ({
  page,
  customer,
  ownTool,
}) => {
  const tool = await ownTool('islands-purchase', { priceCents: 1250, minOrder: 4 });
  const path = `/order/${tool.id}`;
  const start = await pageStart(page, path);
  const appEntry = await startedEntry(page, '/cart');
  expect(start.entry).not.toBe(appEntry);

  const scripts = scriptsAskedFor(page);
  const takeover = await watchTakeover(page);
  await page.goto(path);
  await expectHydrated(page);
  await expect(page.getByRole('heading', { name: tool.toolName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toBeVisible();
  // The islands' code and the order form island's, all preloaded with the page; not the app's.
  expect(scripts).not.toContain(appEntry);
  expect(scripts.filter((script) => script !== start.entry && !start.preloads.includes(script))).toEqual([]);
  expect(await takeover.removed()).toEqual([]);
  expect(takeover.errors).toEqual([]);
  // Add to cart, an island, asks the visitor to log in, remembering the tool.
  await page.getByRole('button', { name: `Add ${tool.minOrder} to cart` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => cameFrom(page)).toBe(path);
  // Back, at once: the purchase page again (not Login's page at its address).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: tool.toolName, level: 1 })).toBeVisible();

  // The order form's island: the way to sign in, and back here.
  await page.getByRole('link', { name: 'Sign in to order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, customer);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('4 Island Quay, Bristol');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();
});
