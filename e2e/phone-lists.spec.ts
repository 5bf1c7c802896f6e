import { endpoints } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { placeLinesOrder } from '../emulators/src/order-calls';
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

/** Lists on a phone: one card per row with its figures and its actions as buttons, filters behind a button. */
const PHONE = { width: 390, height: 844 };

test('a customer cancels an order from its card on a phone', async ({ page, customer: buyer, ownTool }) => {
  const tool = await ownTool('phonecancel', { available: 40 });
  const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity: 3 }] });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;

  await startSignedIn(page, buyer);
  await page.setViewportSize(PHONE);
  const drawerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/DashboardModalDrawer-[\w-]+\.js$/.test(request.url())) drawerCode.push(request.url());
  });
  await page.goto('/dashboard');
  const cards = page.getByRole('list', { name: 'My orders' });
  const card = cards.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(card.getByRole('heading', { name: tool.toolName })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card).toContainText('$3.00');
  await expect(card.getByTestId('order-payment')).toHaveText('Unpaid');
  await expectNoHorizontalScroll(page, 'My Orders as cards');
  await expectNoSeriousA11yViolations(page, 'My Orders as cards');

  await card.getByRole('button', { name: 'cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('cancelled');
  await expect(card.getByRole('button', { name: 'cancel' })).toHaveCount(0);

  // The dashboard's screens sit in a drawer on a phone, whose code is fetched once the page's data
  // is on screen, before anyone opens it.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect.poll(() => drawerCode.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My Order' })).toBeVisible();
  await menu.getByRole('link', { name: 'Buying Lists' }).click();
  await expect(page).toHaveURL(/\/dashboard\/lists$/);
  await expect(menu).toBeHidden();
});

test('an admin filters All Orders on a phone and moves an order on from its card', async ({
  page,
  admin,
  customer: buyer,
  ownTool,
}) => {
  const tool = await ownTool('phonefilter', { available: 60 });
  const orders = [];
  for (const quantity of [2, 5]) {
    const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity }] });
    expect(placed.status).toBe(201);
    orders.push(placed.body!.insertedId);
  }
  await startSignedIn(page, admin);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/all-orders');
  await expect(page.getByRole('heading', { name: /^All Orders \(\d+\)$/ })).toBeVisible({ timeout: 60_000 });
  // The filters wait behind one button; the export stays beside it.
  const form = page.getByRole('form', { name: 'Filter orders' });
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await form.getByLabel('Status').selectOption('pending');
  await form.getByLabel('Customer e-mail').fill(buyer.email);
  await form.getByLabel('Customer e-mail').press('Enter');
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Orders (2)' })).toBeVisible();

  const cards = page.getByRole('list', { name: 'All orders' }).getByTestId('order-row');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const newest = cards.first();
  await expect(newest).toHaveAttribute('data-order-id', orders[1]!);
  // All Orders' Bill is what the order is due: its net and its tax.
  const due = await callApi<{ totalDue: number }>('GET', endpoints.getOrder.path(orders[1]!), { token: admin.token });
  const dueText = `$${due.body!.totalDue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  expect(dueText).not.toBe('$5.00');
  await expect(newest).toContainText(dueText);
  await expectNoHorizontalScroll(page, 'All Orders as cards');
  await expectNoSeriousA11yViolations(page, 'All Orders as cards, filtered');

  // Its actions are buttons on the card (a menu in the grid).
  await newest.getByRole('button', { name: 'Mark processing' }).click();
  await expect(page.getByText(`Order ${orders[1]} is now processing`)).toBeVisible();
  // Still filtered to pending: the moved order leaves the list.
  await expect(page.getByRole('heading', { name: 'All Orders (1)' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The title opens the order.
  await cards.first().getByRole('button', { name: tool.toolName }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orders[0]}$`));
});

/** Each admin list at `paths`, on a phone: cards (no table, no grid), nothing wider than the screen, no serious axe finding. */
async function expectCardLists(page: Page, lists: { path: string; name: string; testId: string }[]) {
  await page.setViewportSize(PHONE);
  for (const { path, name, testId } of lists) {
    await page.goto(path);
    await expect(page.getByRole('list', { name }).getByTestId(testId).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expectNoHorizontalScroll(page, `${path} as cards`);
    await expectNoSeriousA11yViolations(page, `${path} as cards`);
  }
}

// The other admin lists in two journeys of two (the four in one took 17-20 s, over a journey's 15).
test('the tools and the users read as cards on a phone', async ({ page, admin }) => {
  await startSignedIn(page, admin);
  await expectCardLists(page, [
    { path: '/dashboard/all-products', name: 'All tools', testId: 'product-row' },
    { path: '/dashboard/make-admin', name: 'All users', testId: 'user-row' },
  ]);
});

test('the inquiries and the audit log read as cards on a phone', async ({ page, admin, customer }) => {
  const inquiry = await callApi(endpoints.postInquiry.method, endpoints.postInquiry.path(), {
    body: { email: customer.email },
  });
  expect(inquiry.status).toBe(201);

  await startSignedIn(page, admin);
  await expectCardLists(page, [
    { path: '/dashboard/inquiries', name: 'Inquiries', testId: 'inquiry-row' },
    { path: '/dashboard/audit-log', name: 'Audit log entries', testId: 'audit-row' },
  ]);
});
