import { expect, test, type Page } from '@playwright/test';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { admin, customer, loginAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnTool, type OwnTool } from './support/own-tool';

const DAY_MS = 24 * 3600_000;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let tool: OwnTool;
let orderId: string;
const placedAt = Date.now() - 3 * DAY_MS;
const pieces = 9_000;
const lineTotalCents = 9_000 * 1_111;

test.beforeAll(async () => {
  const db = getFirestore(scriptAdminApp());
  tool = await createOwnTool('analytics', 2);
  // Low on stock as the import helper's maintenance stores it.
  await db.doc(`tools/${tool.id}`).update({ lowStock: true, reorderPoint: 12 });
  // An order bigger than any demo order, so the tool tops both rankings: the trigger counts it.
  const ref = db.collection('orders').doc();
  orderId = ref.id;
  const createdAt = Timestamp.fromMillis(placedAt);
  await ref.set({
    uid: 'demo-customer',
    userName: customer.name,
    userEmail: customer.email,
    phoneNumber: '01712345678',
    orderAddress: '12 Timber Lane, Workshop 4',
    lines: [
      {
        toolId: tool.id,
        sku: tool.sku,
        toolName: tool.toolName,
        imageLink: '/images/tools/bevel-edge-chisel-set.svg',
        unitPriceCents: 1_111,
        listPriceCents: 1_111,
        quantity: pieces,
        lineTotalCents,
      },
    ],
    totalBillCents: lineTotalCents,
    orderQuantity: pieces,
    toolIds: [tool.id],
    tool: { _id: tool.id, toolName: tool.toolName, priceCents: 1_111, imageLink: '' },
    poNumber: null,
    note: null,
    status: 'processing',
    statusHistory: [{ status: 'pending', at: createdAt }],
    payment: 'unpaid',
    createdAt,
    updatedAt: createdAt,
  });
});

test.afterAll(async () => {
  await getFirestore(scriptAdminApp()).doc(`orders/${orderId}`).delete();
  await tool.remove();
});

/** The window's figures counted straight from the orders in Firestore. */
async function ordersInWindow(days: number) {
  const now = new Date();
  const from = utcDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const orders = await getFirestore(scriptAdminApp()).collection('orders').get();
  let count = 0;
  let cents = 0;
  for (const order of orders.docs) {
    const createdAt = order.get('createdAt') as Timestamp | undefined;
    if (!createdAt || utcDay(createdAt.toMillis()) < from || order.get('status') === 'cancelled') continue;
    count += 1;
    cents += order.get('totalBillCents') as number;
  }
  return { count, revenue: cents / 100 };
}

/**
 * The page's figures equal the orders'. The roll-ups follow the orders a moment later (a trigger):
 * reload until they do. The first answer may wait for the Functions emulator to start a worker,
 * which takes long on a busy machine; a reload then would only start over.
 */
async function expectFigures(page: Page, days: number) {
  const report = page.getByTestId('analytics-report');
  await expect(report).toHaveAttribute('data-days', String(days), { timeout: 90_000 });
  await expect(async () => {
    const want = await ordersInWindow(days);
    const [orders, revenue] = await Promise.all([
      page.getByTestId('figure-orders').locator('dd').textContent(),
      page.getByTestId('figure-revenue').locator('dd').textContent(),
    ]);
    if (orders !== String(want.count) || revenue !== usd.format(want.revenue)) {
      await page.reload();
      await expect(report).toHaveAttribute('data-days', String(days), { timeout: 60_000 });
    }
    await expect(page.getByTestId('figure-orders').locator('dd')).toHaveText(String(want.count), { timeout: 1_000 });
    await expect(page.getByTestId('figure-revenue').locator('dd')).toHaveText(usd.format(want.revenue), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 150_000 });
}

test('an admin lands on Analytics and sees the charts and the figures of the orders', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page, admin);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // First in the admin's drawer.
  const drawerLinks = page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link');
  await expect(drawerLinks.first()).toHaveText('Analytics');

  await expectFigures(page, 30);
  const { count, revenue } = await ordersInWindow(30);
  await expect(page.getByTestId('figure-average-order-value').locator('dd')).toHaveText(
    usd.format(Math.round((revenue * 100) / count) / 100),
  );

  // The charts are drawn, each labelled with its title; the per-day table holds the seeded order's day.
  await expect(page.getByRole('figure', { name: 'Revenue per day' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Orders per day' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Orders by status' }).locator('svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Figures per day' }).click();
  await expect(page.getByTestId('daily-row')).toHaveCount(30);
  const day = page.getByTestId('daily-row').filter({ hasText: utcDay(placedAt) });
  await expect(day).toContainText(usd.format(lineTotalCents / 100));

  // The big order tops both rankings; the tool is in the low-stock list, with the way to restock.
  await expect(page.getByTestId('top-by-revenue').getByRole('row').nth(1)).toContainText(tool.toolName);
  await expect(page.getByTestId('top-by-revenue').getByRole('row').nth(1)).toContainText(
    usd.format(lineTotalCents / 100),
  );
  await expect(page.getByTestId('top-by-pieces').getByRole('row').nth(1)).toContainText(String(pieces));
  const lowStockRow = page.getByTestId('low-stock').getByRole('row').filter({ hasText: tool.toolName });
  await expect(lowStockRow).toContainText('2');
  await expect(lowStockRow).toContainText('12');
  await expect(page.getByTestId('status-processing')).not.toHaveText('Processing: 0');

  await expectNoSeriousA11yViolations(page, '/dashboard/analytics');

  await page.getByRole('link', { name: 'Restock in All Products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/all-products$/);
});

test('the 90-day window shows 90 days and the orders of 90 days', async ({ page }) => {
  await loginAs(page, admin);
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('analytics-report')).toHaveAttribute('data-days', '30', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page.getByTestId('analytics-report')).toHaveAttribute('data-days', '90', { timeout: 30_000 });
  const want = await ordersInWindow(90);
  await expect(page.getByTestId('figure-orders').locator('dd')).toHaveText(String(want.count));
  await page.getByRole('button', { name: 'Figures per day' }).click();
  await expect(page.getByTestId('daily-row')).toHaveCount(90);
});

test('a customer lands on My Orders and cannot open Analytics', async ({ page }) => {
  await loginAs(page, customer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Analytics' }),
  ).toHaveCount(0);
});
