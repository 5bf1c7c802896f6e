import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const db = () => getFirestore(scriptAdminApp());

/** Days of this run alone, years back: the filters then show only the journey's own orders. */
const start = Date.UTC(1985, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000;
const day = (offset: number) => new Date(start + offset * 86_400_000 + 9 * 3_600_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
const run = Date.now().toString(36);

/** An order as the API stores one (one line), placed on the given day. */
async function seedOrder(name: string, status: string, offset: number, sku: string, unitPriceCents: number) {
  const id = `grid-${run}-${name}`;
  const createdAt = Timestamp.fromDate(day(offset));
  const line = {
    toolId: `grid-tool-${sku}`,
    sku,
    toolName: `Grid ${name}`,
    imageLink: '/images/tools/tenon-saw.svg',
    unitPriceCents,
    listPriceCents: unitPriceCents,
    quantity: 2,
    lineTotalCents: unitPriceCents * 2,
  };
  await db()
    .doc(`orders/${id}`)
    .set({
      uid: `grid-buyer-${run}`,
      userName: 'Grid Buyer',
      userEmail: `grid-buyer-${run}@example.com`,
      phoneNumber: '01712345678',
      orderAddress: '1 Grid Street',
      lines: [line],
      tool: { _id: line.toolId, toolName: line.toolName, priceCents: unitPriceCents, imageLink: line.imageLink },
      orderQuantity: 2,
      toolIds: [line.toolId],
      totalBillCents: line.lineTotalCents,
      poNumber: null,
      note: null,
      status,
      payment: 'unpaid',
      createdAt,
      statusHistory: [{ status: 'pending', at: createdAt }],
      invoiceNumber: null,
      paymentDueAt: null,
      paidAt: null,
      paymentReference: null,
    });
  return id;
}

test('an admin filters All Orders by status and dates, opens one, comes back to the same view and exports it', async ({
  page,
  admin,
}) => {
  // A long journey: two axe runs, a reload, a download.
  test.setTimeout(180_000);
  const shippedEarly = await seedOrder('early', 'shipped', 0, 'GRID-A', 1250);
  const shippedLate = await seedOrder('late', 'shipped', 2, 'GRID-B', 999);
  await seedOrder('pending', 'pending', 1, 'GRID-C', 500);
  await seedOrder('outside', 'shipped', 10, 'GRID-D', 700);

  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-orders');
  // The first list request may start a Functions emulator worker (seconds on a busy machine).
  await expect(page.getByRole('heading', { name: /^All Orders \(\d+\)$/ })).toBeVisible({ timeout: 60_000 });
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Status').selectOption('shipped');
  await filters.getByLabel('Placed from').fill(isoDay(0));
  await filters.getByLabel('Placed to').fill(isoDay(5));

  const grid = page.getByRole('grid', { name: 'All orders' });
  const rows = grid.getByTestId('order-row');
  await expect(page.getByRole('heading', { name: 'All Orders (2)' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  // Newest first: the later order heads the list.
  await expect(rows.nth(0)).toHaveAttribute('data-order-id', shippedLate);
  await expect(rows.nth(1)).toHaveAttribute('data-order-id', shippedEarly);
  for (const status of await rows.getByTestId('order-status').allTextContents()) expect(status).toBe('shipped');
  await expect(page).toHaveURL(new RegExp(`status=shipped.*from=${isoDay(0)}.*to=${isoDay(5)}`));

  // Sorted by the bill, smallest first (a click on the column asks the server).
  // The first click sorts largest first; the second, once the grid has taken the first, reverses it.
  // The address changes before the grid re-renders (the router's update is a transition), so the
  // second click waits for the column to show the first.
  const bill = grid.getByRole('columnheader', { name: 'Bill' });
  await bill.click();
  await expect(page).toHaveURL(/sort=-total/);
  await expect(bill).toHaveAttribute('aria-sort', 'descending');
  await bill.click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(bill).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(0)).toHaveAttribute('data-order-id', shippedLate);

  await expectNoSeriousA11yViolations(page, 'All Orders, filtered');
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'All Orders, filtered, at 390 px');
  await page.setViewportSize(desktop);

  // A row opens the order; Back shows the same filtered view.
  await rows
    .nth(1)
    .getByRole('gridcell', { name: /Grid early/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${shippedEarly}$`));
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'All Orders (2)' })).toBeVisible();
  await expect(filters.getByLabel('Status')).toHaveValue('shipped');
  await expect(filters.getByLabel('Placed from')).toHaveValue(isoDay(0));

  // A reload keeps them too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Orders (2)' })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // The export is the filtered view: one row per line, money as decimals.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parse(await readFile(await download.path()), { columns: true }) as Record<string, string>[];
  expect(csv.map((row) => [row.orderId, row.status, row.sku, row.unitPrice, row.lineTotal])).toEqual([
    [shippedLate, 'shipped', 'GRID-B', '9.99', '19.98'],
    [shippedEarly, 'shipped', 'GRID-A', '12.50', '25.00'],
  ]);
  expect(csv[1]?.createdAt).toBe(day(0).toISOString());
});
