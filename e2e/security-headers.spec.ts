import { demoTools } from '../emulators/src/demo-data';
import { signInWithGoogle, stubGoogleScripts } from './support/auth';
import { expectCodeHeaders, expectSecurityHeaders, watchCspViolations } from './support/csp';
import { test as base, expect, startSignedIn } from './support/fixtures';
import { expectHydrated } from './support/hydration';
import { onePixelPng, requireStorageEmulator } from './support/storage';

/**
 * The security headers (firebase.json) and the Content-Security-Policy: enforced, on API answers
 * and static files, with Google sign-in and uploads to Storage (the local build's emulators). That
 * every page carries the headers and makes no policy report is checked where each page is looked
 * at: public-site.spec.ts (every public page) and every-page.spec.ts (every route, every role).
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

  test('static files (the app shell, images) carry the headers; the code carries nosniff and its cache', async ({
    request,
  }) => {
    const shell = await request.get('/app.html');
    expectSecurityHeaders(shell, '/app.html');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(await shell.text())?.[1];
    expect(entry, 'the app shell names its entry module').toBeTruthy();
    const code = await request.get(entry!);
    expect(code.headers()['content-type']).toContain('javascript');
    expectCodeHeaders(code, entry!);
    expectSecurityHeaders(await request.get('/favicon.svg'), '/favicon.svg');
    expectSecurityHeaders(await request.get(tool.image), tool.image);
  });

  test('the address aliases (/home, /profile) carry the headers as the pages they show', async ({ request }) => {
    for (const path of ['/home', '/profile']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });
});
