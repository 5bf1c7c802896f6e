import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { placeLinesOrder } from '../emulators/src/order-calls';
import { newCompany } from './support/company';
import { expectSecurityHeaders, watchCspViolations } from './support/csp';
import { newCustomer } from './support/customers';
import { expect, startSignedIn, test, type Account, type Fixtures } from './support/fixtures';
import { lookAtWidth, PAGE_WIDTHS } from './support/layout';

/**
 * A look at every page: each route, as each role that can see it, at 360, 390, 768 and 1280 px.
 * The document never scrolls sideways, and the page's primary actions are inside the viewport once
 * scrolled to; at 1280 px nothing on the page had to scroll sideways to show them (a grid's row
 * actions included). With TOOLSHUB_E2E_SCREENSHOTS=1 a full-page screenshot of each at 390 and
 * 1280 px goes to test-results/screenshots/. Each page answers with the security headers and makes no
 * Content-Security-Policy report. One page per role, resized in place: no sign-in per route. The
 * public pages, as a visitor sees them, are looked at the same way in public-site.spec.ts, beside
 * their titles and accessibility checks, on the one load each.
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

async function lookAtEveryWidth(page: Page, role: string, routes: Route[]) {
  const violations = await watchCspViolations(page);
  for (const route of routes) {
    await page.setViewportSize({ width: PAGE_WIDTHS[PAGE_WIDTHS.length - 1]!, height: 900 });
    expectSecurityHeaders(await page.goto(route.path), route.path);
    // A first visit may load a lazy page and start a Functions emulator worker: seconds on a busy machine.
    await expect(route.ready(page), `${route.path} as ${role} shows its content`).toBeVisible({ timeout: 45_000 });
    for (const width of PAGE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await expect(route.ready(page), `${route.path} as ${role} at ${width} px: the content`).toBeVisible();
      await lookAtWidth(page, { role, path: route.path, width, actions: route.actions?.(page) });
    }
    expect(violations, `Content-Security-Policy reports on ${route.path} as ${role}`).toEqual([]);
  }
}

test.describe('every page fits the screen', () => {
  // About 25 routes × 4 widths: longer than one journey, far shorter than a visit per width.
  test.describe.configure({ timeout: 240_000 });

  /** A customer's order (of a tool of the journey's own) and a cart of that tool. */
  async function orderAndCart(buyer: Account, ownTool: Fixtures['ownTool']) {
    // A long unbroken name (a part number, say), as wide as a phone's screen: every page must wrap it.
    const tool = await ownTool('fitthescreenwidth', { available: 500 });
    // One after the other: placing an order empties the buyer's cart.
    const placed = await placeLinesOrder({
      token: buyer.token,
      lines: [{ toolId: tool.id, quantity: 2 }],
      poNumber: 'PO-FIT-1',
    });
    const cart = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
      token: buyer.token,
      body: { lines: [{ toolId: tool.id, quantity: 3 }] },
    });
    expect(placed.status).toBe(201);
    expect(cart.status).toBe(200);
    return { tool, orderId: placed.body!.insertedId };
  }

  // A customer's eight pages, in two journeys of four (one took 14-16 s, over a journey's 15).
  test('as a customer with orders: My Orders, an order, a review and the profile', async ({
    page,
    customer: buyer,
    ownTool,
  }) => {
    const { orderId } = await orderAndCart(buyer, ownTool);
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
    ]);
  });

  test('as a customer with a cart: the cart, quick order, a purchase page and the trade-account application', async ({
    page,
    customer: buyer,
    ownTool,
  }) => {
    const { tool } = await orderAndCart(buyer, ownTool);
    await startSignedIn(page, buyer);
    await lookAtEveryWidth(page, 'customer', [
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
      {
        // In no company: the trade account application.
        path: '/dashboard/company',
        ready: heading('Apply for a trade account'),
        actions: (p) => [p.getByRole('button', { name: 'Send application' })],
      },
    ]);
  });

  test("as a company admin: the company, approvals, an invitation's page and the shared lists", async ({
    page,
    ownTool,
  }) => {
    const [company, tool, invitee] = await Promise.all([
      newCompany('fit', { buyerLimits: [1] }),
      ownTool('fitcompany', { available: 500 }),
      newCustomer('fitinvitee'),
    ]);
    const buyer = company.buyers[0]!;
    const site = company.sites[0]!;
    // Above the buyer's $1 limit: it waits for approval.
    const placed = await callApi<{ insertedId: string }>(endpoints.placeOrder.method, endpoints.placeOrder.path(), {
      token: buyer.token,
      body: {
        order: {
          lines: [{ toolId: tool.id, quantity: 2 }],
          phoneNumber: site.phone,
          orderAddress: site.address,
          locationId: site.id,
        },
      },
    });
    expect(placed.status).toBe(201);
    const invited = await callApi<{ id: string }>(
      endpoints.inviteCompanyMember.method,
      endpoints.inviteCompanyMember.path(),
      {
        token: company.admin.token,
        body: { email: invitee.email, role: 'buyer', spendingLimit: 250 },
      },
    );
    expect(invited.status).toBe(201);
    const list = await callApi(endpoints.createBuyingList.method, endpoints.createBuyingList.path(), {
      token: buyer.token,
      body: { name: 'Site kit', shared: true, lines: [{ toolId: tool.id, quantity: 2 }] },
    });
    expect(list.status).toBe(201);

    await startSignedIn(page, company.admin);
    await lookAtEveryWidth(page, 'company-admin', [
      {
        path: '/dashboard/company',
        ready: heading(company.name),
        actions: (p) => [
          p.getByRole('button', { name: 'Edit sites' }),
          p.getByTestId('member-row').first().getByRole('button').last(),
          p.getByRole('button', { name: 'Send invitation' }),
        ],
      },
      {
        path: '/dashboard/approvals',
        ready: (p) => p.getByTestId('order-row').first(),
        actions: (p) => [p.getByTestId('order-row').first().getByRole('button', { name: 'Approve' })],
      },
      {
        // The company's admin may read the invitation, which only its invitee accepts.
        path: `/company/invitations/${invited.body!.id}`,
        ready: (p) => p.getByTestId('invitation-not-yours'),
      },
      { path: '/dashboard/my-quotes', ready: heading('My quotes') },
      {
        // The buyer's list, shared with the company.
        path: '/dashboard/lists',
        ready: (p) => p.getByRole('listitem', { name: 'Site kit' }),
        actions: (p) => [p.getByRole('listitem', { name: 'Site kit' }).getByRole('button', { name: 'Delete' })],
      },
    ]);
  });

  /**
   * The last button (its actions, or the menu that holds them) of the row or card this journey made:
   * the admin's lists are the whole shop's, newest first, and the journeys running beside this one
   * add and remove rows in them, so a list's first row may change (or go) while it is looked at.
   */
  const ownRowActions = (testId: string, attribute: string, value: string) => (p: Page) => [
    p.locator(`[data-testid="${testId}"][${attribute}="${value}"]`).getByRole('button').last(),
  ];

  // The admin's pages in five journeys of two or three, so that the two workers share them (three
  // journeys of three to five pages took 15-26 s each, over a journey's 15).
  test('as an admin: the dashboard and the orders', async ({ page, admin, customer: buyer, ownTool }) => {
    const tool = await ownTool('fitorders', { available: 500 });
    const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity: 2 }] });
    expect(placed.status).toBe(201);
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
        actions: ownRowActions('order-row', 'data-order-id', placed.body!.insertedId),
      },
    ]);
  });

  test('as an admin: the products, adding one and importing them', async ({ page, admin, ownTool }) => {
    // The newest tool: on the grid's first page, sorted newest first.
    const tool = await ownTool('fitproducts', { newest: true });
    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: '/dashboard/all-products',
        ready: (p) => p.getByTestId('product-row').first(),
        actions: ownRowActions('product-row', 'data-tool-id', tool.id),
      },
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
    ]);
  });

  test('as an admin: the users and the inquiries', async ({ page, admin, customer: buyer }) => {
    const inquiry = await callApi(endpoints.postInquiry.method, endpoints.postInquiry.path(), {
      body: { email: buyer.email },
    });
    expect(inquiry.status).toBe(201);

    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: '/dashboard/make-admin',
        ready: (p) => p.getByTestId('user-row').first(),
        actions: ownRowActions('user-row', 'data-email', buyer.email),
      },
      {
        path: '/dashboard/inquiries',
        ready: (p) => p.getByTestId('inquiry-row').first(),
        actions: (p) => [p.getByTestId('inquiry-row').filter({ hasText: buyer.email }).getByRole('link')],
      },
    ]);
  });

  test('as an admin: the audit log and the companies', async ({ page, admin }) => {
    // A company for the companies grid (the demo shop's may be there too).
    const company = await newCompany('fitgrid');
    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: '/dashboard/audit-log',
        ready: (p) => p.getByTestId('audit-row').first(),
        actions: (p) => [p.getByRole('button', { name: /^Filters?\b/ }).first()],
      },
      {
        // Newest first: by name, the journey's company may be past the first page of the run's many.
        path: '/dashboard/companies?sort=newest',
        ready: (p) => p.getByTestId('company-row').first(),
        actions: ownRowActions('company-row', 'data-company-id', company.id),
      },
    ]);
  });

  test('as an admin: an order, the price lists and the quotes', async ({ page, admin, customer: buyer, ownTool }) => {
    const tool = await ownTool('fitadmin', { available: 500 });
    const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const orderId = placed.body!.insertedId;

    await startSignedIn(page, admin);
    await lookAtEveryWidth(page, 'admin', [
      {
        path: `/dashboard/orders/${orderId}`,
        ready: heading(`Order ${orderId}`),
        actions: (p) => [p.getByRole('button', { name: 'Mark processing' })],
      },
      {
        path: '/dashboard/price-lists',
        ready: heading(/^Price lists/),
        actions: (p) => [p.getByRole('button', { name: 'New price list' })],
      },
      {
        path: '/dashboard/quotes',
        ready: heading(/^Quotes/),
        actions: (p) => [p.getByRole('combobox', { name: 'Status' })],
      },
    ]);
  });
});
