import type { Page } from '@playwright/test';
import { blogPosts } from '../web/src/features/blog/blog-posts';
import { portfolio } from '../web/src/features/portfolio/portfolio-content';
import { demoTools } from '../emulators/src/demo-data';
import { customer as demoCustomer } from './support/auth';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectHydrated, startedEntry, watchTakeover } from './support/hydration';

/**
 * The public pages come as HTML (from the build, web/scripts/prerender.ts, or for Home per request
 * from the page function), and React takes that HTML over in the browser instead of drawing the
 * page again.
 */
const pages = [
  { path: '/', title: 'Home | Tools Hub', text: 'Carpentry tools in bulk, built to last' },
  { path: '/home', title: 'Home | Tools Hub', text: 'Carpentry tools in bulk, built to last' },
  { path: '/blogs', title: 'Blogs | Tools Hub', text: blogPosts[0]!.question },
  { path: '/portfolio', title: 'Portfolio | Tools Hub', text: portfolio.name },
  { path: '/login', title: 'Login | Tools Hub', text: 'New to Tools Hub?' },
  { path: '/register', title: 'Register | Tools Hub', text: 'Already have an account?' },
];

/**
 * Holds back the app's entry script (which a pre-rendered page starts after its first paint) until
 * the returned function is called: meanwhile the page is its HTML alone.
 */
async function holdEntryScript(page: Page, path: string): Promise<() => void> {
  const entry = await startedEntry(page, path);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('pre-rendered pages', () => {
  for (const { path, title, text } of pages) {
    test(`${path} arrives as HTML with its content and title`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(text.replace(/'/g, '&#x27;'));
    });
  }

  test('a page reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(blogPosts[0]!.question)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portfolio' }).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Carpentry tools in bulk, built to last' })).toBeVisible();
    await expect(page.getByRole('img', { name: /workshop wall/ })).toBeVisible();
    await context.close();
  });

  test('Home arrives with its popular tools and reviews, reads without JavaScript, and React takes it over without asking again', async ({
    browser,
    page,
    request,
  }) => {
    // What the API answers now (other journeys' orders may have changed which tools are popular).
    const tools = (await (await request.get('/api/tools?limit=6&sort=popular')).json()) as { toolName: string }[];
    const reviews = (await (await request.get('/api/reviews?limit=6')).json()) as { reviewerName: string }[];
    expect(tools).toHaveLength(6);
    expect(reviews.length).toBeGreaterThan(0);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    const cards = bare.getByTestId('tool-card');
    await expect(cards).toHaveCount(6);
    for (const [i, tool] of tools.entries()) {
      await expect(cards.nth(i).getByRole('heading', { name: tool.toolName })).toBeVisible();
    }
    const reviewCards = bare.getByTestId('review-card');
    await expect(reviewCards).toHaveCount(reviews.length);
    for (const [i, review] of reviews.entries()) await expect(reviewCards.nth(i)).toContainText(review.reviewerName);
    // No spinner where the data is already in the page.
    await expect(bare.getByRole('status', { name: /Loading (tools|reviews)/ })).toHaveCount(0);
    await noScript.close();

    const takeover = await watchTakeover(page);
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/tools') || pathname.startsWith('/api/reviews')) apiCalls.push(sent.url());
    });
    await page.goto('/');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await takeover.removed()).toEqual([]);
    expect(takeover.errors).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  // The other public pages are taken over in public-site.spec.ts, on the load that looks at them.
  for (const { path, text } of pages.filter((p) => p.path === '/home')) {
    test(`React takes over ${path} without drawing it again, and reports no error`, async ({ page }) => {
      const takeover = await watchTakeover(page);
      await page.goto(path);
      await expectHydrated(page);
      await expect(page.getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await takeover.removed()).toEqual([]);
      expect(takeover.errors).toEqual([]);
    });
  }

  test('the login form keeps what was typed before its code arrived, and cannot be sent before', async ({ page }) => {
    const release = await holdEntryScript(page, '/login');
    // Not 'load': that event waits for the held script.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password').fill(demoCustomer.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    // The browser alone would send the form as a GET, the password in the address.
    await expect(login).toBeDisabled();
    await page.getByLabel('Password').press('Enter');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(login).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(demoCustomer.email);
    await login.click();
    await expect(page.getByTestId('account-name')).toHaveText(demoCustomer.name);
  });

  test('a visitor who scrolls before the code arrives stays there, and the help form loads', async ({ page }) => {
    const release = await holdEntryScript(page, '/');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('region', { name: 'Need help to customize your order?' });
    await banner.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    release();
    await expectHydrated(page);
    await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
    // Still at the banner (the tools arriving above may move the page; the browser keeps the view anchored).
    await expect(banner).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);
  });

  test('a purchase page arrives with its tool, and React takes it over for the signed-in customer', async ({
    page,
    customer,
  }) => {
    const tool = demoTools[0]!;
    await startSignedIn(page, customer);
    const takeover = await watchTakeover(page);
    await page.goto(`/order/${tool.id}`);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.toolName);
    await page.waitForLoadState('networkidle');
    expect(await takeover.removed()).toEqual([]);
    expect(takeover.errors).toEqual([]);
  });

  for (const path of ['/tools', '/tools?q=saw&sort=price']) {
    test(`the catalogue ${path} arrives with its tools, reads without JavaScript, and React takes it over`, async ({
      browser,
      page,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScript.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { name: 'Tools', exact: true, level: 1 })).toBeVisible();
      await expect(bare.getByTestId('tool-card').first()).toBeVisible();
      await expect(bare.getByTestId('result-count')).toHaveText(/^\d+ tools/);
      await noScript.close();

      const takeover = await watchTakeover(page);
      // No API call for what the page arrived with: the app starts from the same data.
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/tools')) apiCalls.push(request.url());
      });
      await page.goto(path);
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await takeover.removed()).toEqual([]);
      expect(takeover.errors).toEqual([]);
      expect(apiCalls).toEqual([]);
    });
  }

  test('an address under /order/ that no route knows still shows Page not found', async ({ page }) => {
    await page.goto('/order/claw-hammer/extra');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
