import type { Page } from '@playwright/test';
import { demoTools } from '../emulators/src/demo-data';
import { signInWithGoogle, stubGoogleScripts } from './support/auth';
import { expectSecurityHeaders, watchCspViolations } from './support/csp';
import { test as base, expect, startSignedIn } from './support/fixtures';
import { expectHydrated } from './support/hydration';
import { onePixelPng, requireStorageEmulator } from './support/storage';

/**
 * Every page of the shop carries the security headers (firebase.json) and breaks none of its own
 * Content-Security-Policy: the app, the pre-rendered pages, the purchase page the `page` function
 * renders, Google sign-in and uploads to Storage (the local build's emulators).
 */
const tool = demoTools[0]!;

/** The page's policy reports, shown with the test's result when there are any (a blocked script fails a test elsewhere first). */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ page }, use, testInfo) => {
    const violations = await watchCspViolations(page);
    await use(violations);
    if (violations.length)
      await testInfo.attach('Content-Security-Policy reports', {
        body: violations.join('\n'),
        contentType: 'text/plain',
      });
  },
});

const publicPages = [
  { path: '/', title: 'Home' },
  { path: '/home', title: 'Home' },
  { path: '/blogs', title: 'Blogs' },
  { path: '/portfolio', title: 'Portfolio' },
  { path: '/login', title: 'Login' },
  { path: '/register', title: 'Register' },
  { path: '/no-such-page', title: 'Page not found' },
];

const customerPages = [
  { path: `/order/${tool.id}`, title: `Order ${tool.toolName}` },
  { path: '/dashboard', title: 'My Orders' },
  { path: '/dashboard/add-review', title: 'Add Review' },
  { path: '/dashboard/profile', title: 'My Profile' },
  { path: '/profile', title: 'My Profile' },
];

const adminPages = [
  // Admins land on Analytics (its charts load with it).
  { path: '/dashboard', title: 'Analytics' },
  { path: '/dashboard/make-admin', title: 'Make Admin' },
  { path: '/dashboard/all-orders', title: 'All Orders' },
  { path: '/dashboard/all-products', title: 'All Products' },
  { path: '/dashboard/inquiries', title: 'Inquiries' },
  { path: '/dashboard/add-product', title: 'Add Product' },
];

/** Opens a page, checks its response's headers, lets it load everything (lazy parts too), then checks the reports. */
async function visit(page: Page, violations: string[], { path, title }: { path: string; title: string }) {
  const response = await page.goto(path);
  expectSecurityHeaders(response, path);
  await expectHydrated(page);
  await expect(page).toHaveTitle(`${title} | Tools Hub`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(violations, `Content-Security-Policy reports on ${path}`).toEqual([]);
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('the policy is enforced: an injected inline script does not run, and is reported', async ({
    page,
    cspViolations: violations,
  }) => {
    await page.goto('/');
    await expectHydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('script-src');
  });

  test('another site cannot show the shop in a frame', async ({ page, baseURL }) => {
    // 'load' waits for the frame too: the page in it (pre-rendered, its heading in the HTML) or the browser's refusal.
    await page.setContent(`<iframe title="shop" src="${baseURL}/login"></iframe>`, { waitUntil: 'load' });
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Login' })).toHaveCount(0);
  });

  test('every public page, pre-rendered or not, loads without a policy report', async ({
    page,
    cspViolations: violations,
  }) => {
    for (const target of publicPages) await visit(page, violations, target);
  });

  test("a customer's pages and the purchase page (the page function) load without a policy report", async ({
    page,
    customer,
    cspViolations: violations,
  }) => {
    await startSignedIn(page, customer);
    for (const target of customerPages) await visit(page, violations, target);
  });

  test("an admin's dashboard pages load without a policy report", async ({
    page,
    admin,
    cspViolations: violations,
  }) => {
    await startSignedIn(page, admin);
    for (const target of adminPages) await visit(page, violations, target);
  });

  test('Google sign-in (its script, the Auth iframe) works under the policy', async ({
    page,
    context,
    cspViolations: violations,
  }) => {
    await stubGoogleScripts(context);
    await signInWithGoogle(page, 'Gina Google');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('a photo uploaded to Storage is sent and shown under the policy', async ({
    page,
    customer,
    cspViolations: violations,
  }) => {
    requireStorageEmulator();
    await startSignedIn(page, customer);
    await page.goto('/dashboard/profile');
    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByRole('button', { name: 'Save Info' }).click();
    await expect(page.getByText('User Information Updated')).toBeVisible({ timeout: 20_000 });
    await page.reload();
    const avatar = page.getByRole('img', { name: customer.name }).first();
    await expect(avatar).toHaveAttribute('src', /\/v0\/b\/demo-toolshub\.appspot\.com\/o\/avatars%2F/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(violations).toEqual([]);
  });

  test('API responses, whether data or errors, carry the headers', async ({ request }) => {
    expectSecurityHeaders(await request.get('/api/tools?limit=1'), 'GET /api/tools');
    const unauthorised = await request.get('/api/orders');
    expect(unauthorised.status()).toBe(401);
    expectSecurityHeaders(unauthorised, 'GET /api/orders without a token');
    const unknown = await request.get('/api/no-such-route');
    expect(unknown.status()).toBe(404);
    expectSecurityHeaders(unknown, 'GET /api/no-such-route');
  });

  test('static files (the app shell, its code, images) carry the headers', async ({ request }) => {
    const shell = await request.get('/app.html');
    expectSecurityHeaders(shell, '/app.html');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(await shell.text())?.[1];
    expect(entry, 'the app shell names its entry module').toBeTruthy();
    const code = await request.get(entry!);
    expect(code.headers()['content-type']).toContain('javascript');
    expectSecurityHeaders(code, entry!);
    expectSecurityHeaders(await request.get('/favicon.svg'), '/favicon.svg');
    expectSecurityHeaders(await request.get(tool.image), tool.image);
  });
});
