import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { placeLinesOrder } from '../emulators/src/order-calls';
import { expect, startSignedIn, test } from './support/fixtures';
import {
  expectNoHorizontalScroll,
  expectNothingScrolledSideways,
  PAGE_WIDTHS,
  SCREENSHOT_WIDTHS,
} from './support/layout';

/**
 * A look at every page: each route, as each role that can see it, at 360, 390, 768 and 1280 px.
 * The document never scrolls sideways, and the page's primary actions are inside the viewport once
 * scrolled to; at 1280 px nothing on the page had to scroll sideways to show them (a grid's row
 * actions included). A full-page screenshot of each at 390 and 1280 px goes to
 * test-results/screenshots/. One page per role, resized in place: no sign-in per route.
 */
interface Route {
  path: string;
  /** Shown once the page holds its data. */
  ready: (page: Page) => Locator;
  /** The page's primary actions (none for a page that only reads). */
  actions?: (page: Page) => Locator[];
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1, exact: typeof name === 'string' });

/** `/dashboard/orders/x` → `dashboard-orders-x`. */
const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';

async function lookAtEveryWidth(page: Page, role: string, routes: Route[]) {
  await mkdir('test-results/screenshots', { recursive: true });
  for (const route of routes) {
    await page.setViewportSize({ width: PAGE_WIDTHS[PAGE_WIDTHS.length - 1]!, height: 900 });
    await page.goto(route.path);
    // A first visit may load a lazy page and start a Functions emulator worker: seconds on a busy machine.
    await expect(route.ready(page), `${route.path} as ${role} shows its content`).toBeVisible({ timeout: 45_000 });
    for (const width of PAGE_WIDTHS) {
      const where = `${route.path} as ${role} at ${width} px`;
      await page.setViewportSize({ width, height: 844 });
      await expect(route.ready(page), `${where}: the content`).toBeVisible();
      // Soft: one run names every page and width that does not fit, each with its screenshot.
      await expectNoHorizontalScroll(page, where, { soft: true });
      for (const action of route.actions?.(page) ?? []) {
        // A list may redraw its first row while other journeys write (a new order, a new tool): find it again.
        await expect(() => action.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 20_000 });
        // 0.99, not 1: a box laid out on a fraction of a pixel is never wholly inside by the observer's count.
        await expect.soft(action, `${where}: ${action.toString()} inside the viewport`).toBeInViewport({ ratio: 0.99 });
        if (width >= 1280) await expectNothingScrolledSideways(page, where, { soft: true });
      }
      if ((SCREENSHOT_WIDTHS as readonly number[]).includes(width)) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `test-results/screenshots/${role}-${slug(route.path)}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
}

test.describe('every page fits the screen', () => {
  // About 25 routes × 4 widths with screenshots: longer than one journey, far shorter than a visit per width.
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor', async ({ page }) => {
    await lookAtEveryWidth(page, 'visitor', [
      {
        path: '/',
        ready: heading('Carpentry tools in bulk, built to last'),
        actions: (p) => [p.getByRole('link', { name: 'View all tools' })],
      },
      { path: '/tools', ready: heading('Tools'), actions: (p) => [p.getByRole('link', { name: /^Buy Now/ }).first()] },
      { path: '/blogs', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/portfolio', ready: (p) => p.getByRole('heading', { level: 1 }) },
      {
        path: '/login',
        ready: heading('Login'),
        actions: (p) => [p.getByRole('button', { name: 'Login', exact: true })],
      },
      {
        path: '/register',
        ready: heading('Register'),
        actions: (p) => [p.getByRole('button', { name: 'Register', exact: true })],
      },
      {
        path: '/no-such-page',
        ready: heading('Page not found'),
        actions: (p) => [p.getByRole('link', { name: 'Return to home' })],
      },
    ]);
  });

  test('as a customer with orders and a cart', async ({ page, customer: buyer, ownTool }) => {
    const tool = await ownTool('fit', { available: 500 });
    const placed = await placeLinesOrder({
      token: buyer.token,
      lines: [{ toolId: tool.id, quantity: 2 }],
      poNumber: 'PO-FIT-1',
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body!.insertedId;
    const cart = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
      token: buyer.token,
      body: { lines: [{ toolId: tool.id, quantity: 3 }] },
    });
    expect(cart.status).toBe(200);

    await startSignedIn(page, buyer);
    const firstOrder = (p: Page) => p.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await lookAtEveryWidth(page, 'customer', [
      {
        path: '/dashboard',
        ready: heading('My Orders'),
        actions: (p) => [firstOrder(p).getByRole('button', { name: 'cancel' })],
      },
      {
        path: `/dashboard/orders/${orderId}`,
        ready: heading(`Order ${orderId}`),
        actions: (p) => [p.getByRole('button', { name: 'Cancel order' })],
      },
      {
        path: '/dashboard/add-review',
        ready: heading('Please add your valuable feedback here'),
        actions: (p) => [p.getByRole('button', { name: 'Submit Review' })],
      },
      {
        path: '/dashboard/profile',
        ready: heading('My Profile'),
        actions: (p) => [p.getByRole('button', { name: 'Save Info' })],
      },
      {
        path: '/cart',
        ready: (p) => p.getByText(tool.toolName).first(),
        actions: (p) => [p.getByRole('button', { name: 'Place order' })],
      },
      {
        path: '/quick-order',
        ready: heading(/Quick order/i),
        actions: (p) => [p.getByRole('button', { name: 'Check lines' })],
      },
      {
        path: `/order/${tool.id}`,
        ready: heading(tool.toolName),
        actions: (p) => [p.getByRole('button', { name: 'Place Order' })],
      },
    ]);
  });

  /** The first row's (or card's) last button: its actions, or the menu that holds them. */
  const firstRowActions = (testId: string) => (p: Page) => [p.getByTestId(testId).first().getByRole('button').last()];

  // The admin's pages in two journeys, so that the two workers share them.
  test('as an admin: the dashboard and its lists', async ({ page, admin, customer: buyer }) => {
    const inquiry = await callApi(endpoints.postInquiry.method, endpoints.postInquiry.path(), {
      body: { email: buyer.email },
    });
    expect(inquiry.status).toBe(201);

    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: '/dashboard/analytics',
        ready: (p) => p.getByTestId('analytics-report'),
        actions: (p) => [p.getByRole('button', { name: 'Last 90 days' })],
      },
      {
        path: '/dashboard/all-orders',
        ready: (p) => p.getByTestId('order-row').first(),
        actions: firstRowActions('order-row'),
      },
      {
        path: '/dashboard/all-products',
        ready: (p) => p.getByTestId('product-row').first(),
        actions: firstRowActions('product-row'),
      },
      {
        path: '/dashboard/make-admin',
        ready: (p) => p.getByTestId('user-row').first(),
        actions: firstRowActions('user-row'),
      },
      {
        path: '/dashboard/inquiries',
        ready: (p) => p.getByTestId('inquiry-row').first(),
        actions: (p) => [p.getByTestId('inquiry-row').first().getByRole('link')],
      },
      {
        path: '/dashboard/audit-log',
        ready: (p) => p.getByTestId('audit-row').first(),
        actions: (p) => [p.getByRole('button', { name: /^Filters?\b/ }).first()],
      },
    ]);
  });

  test('as an admin: the forms and an order', async ({ page, admin, customer: buyer, ownTool }) => {
    const tool = await ownTool('fitadmin', { available: 500 });
    const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const orderId = placed.body!.insertedId;

    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: '/dashboard/add-product',
        ready: heading('Tools Information'),
        actions: (p) => [p.getByRole('button', { name: 'Add Product' })],
      },
      {
        path: '/dashboard/import-products',
        ready: (p) => p.getByRole('heading', { level: 1 }),
        actions: (p) => [p.getByRole('button', { name: 'Choose a CSV file' })],
      },
      {
        path: `/dashboard/orders/${orderId}`,
        ready: heading(`Order ${orderId}`),
        actions: (p) => [p.getByRole('button', { name: 'Mark processing' })],
      },
    ]);
  });
});
