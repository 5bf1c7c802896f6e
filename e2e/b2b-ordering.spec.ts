import type { Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import {
  formatPrice,
  fromCents,
  lineTotalCents,
  PAGE_SIZES,
  priceListOf,
  unitPriceCents,
  type Cart,
  type Order,
  type Tool,
} from '@toolshub/shared';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { callApi } from '../emulators/src/api-client';
import { demoTools } from '../emulators/src/demo-data';
import { expectNoSeriousA11yViolations } from './support/axe';
import { downloadDocument } from './support/download';
import { expectHydrated } from './support/hydration';
import { expect, startSignedIn, test } from './support/fixtures';

const db = () => getFirestore(scriptAdminApp());
const bySku = (sku: string) => {
  const tool = demoTools.find((t) => t.sku === sku);
  if (!tool) throw new Error(`no demo tool ${sku}`);
  return tool;
};
const stockOf = async (id: string) => (await db().doc(`tools/${id}`).get()).get('available') as number;
/** A cart line by its tool's name. */
const cartLine = (page: Page, toolName: string) => page.getByTestId('cart-line').filter({ hasText: toolName });

// Five tools priced as five of the demo shop's, three of them at a tier price for these quantities.
const orderShape = [
  { sku: 'HAM-CLAW-16OZ', quantity: 200 },
  { sku: 'CHI-BEVEL-SET6', quantity: 20 },
  { sku: 'PLN-SMOOTH-NO4', quantity: 40 },
  { sku: 'SAW-TENON-12', quantity: 100 },
  { sku: 'MRK-GAUGE-BRASS', quantity: 30 },
];

test('quick order of 5 SKUs with a bad line → fix it → cart with tier prices → checkout with a PO number → order details → PDF → Order again', async ({
  page,
  customer,
  ownTool,
}) => {
  // The journey's own tools: what it orders leaves the demo shop's stock as it was.
  const order = await Promise.all(
    orderShape.map(async ({ sku, quantity }, i) => {
      const demo = bySku(sku);
      const list = priceListOf(demo);
      const tool = await ownTool(`quick${i}`, {
        priceCents: list.priceCents,
        priceTiers: list.priceTiers,
        minOrder: demo.minOrder,
        available: demo.available,
      });
      return { sku: tool.sku, quantity, tool, list };
    }),
  );
  const stockBefore = await Promise.all(order.map((line) => stockOf(line.tool.id)));
  await startSignedIn(page, customer);
  await page.goto('/');
  await expectHydrated(page);

  await page.getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Quick order | Tools Hub');
  await expectNoSeriousA11yViolations(page, '/quick-order');

  // A header row, the separators a buyer may use, and one line below its tool's minimum.
  const plane = order[2]!;
  const lines = order.map((line, i) =>
    i === 2
      ? `${line.sku},${line.tool.minOrder - 1}`
      : i % 2
        ? `${line.sku} ${line.quantity}`
        : `${line.sku},${line.quantity}`,
  );
  const box = page.getByLabel('SKU and quantity, one per line');
  const csv = ['SKU,Quantity', ...lines].join('\r\n');
  // Uploaded as a CSV file, which lands in the box to be checked (and fixed) there.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'restock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(box).toHaveValue(csv.replace(/\r\n/g, '\n'));
  await page.getByRole('button', { name: 'Check lines' }).click();
  const problem = page.getByTestId('quick-order-problem');
  await expect(problem).toHaveText(
    `Line 4: ${plane.tool.toolName}: Minimum order amount : ${plane.tool.minOrder} piece`,
  );
  await expect(page.getByTestId('quick-order-line')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, '/quick-order with a bad line');

  // Fixed.
  lines[2] = `${plane.sku.toLowerCase()} ${plane.quantity}`;
  await box.fill(['SKU,Quantity', ...lines].join('\n'));
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByTestId('quick-order-line')).toHaveCount(5);
  await expect(problem).toHaveCount(0);
  await page.getByRole('button', { name: 'Add 5 lines to the cart' }).click();

  // The cart: 5 lines at the tier price that applies, the shared rule's totals.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(5);
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  let totalCents = 0;
  for (const line of order) {
    const { list } = line;
    const row = cartLine(page, line.tool.toolName);
    await expect(row.getByTestId('cart-line-sku')).toHaveText(`SKU ${line.sku}`);
    await expect(row.getByLabel('Quantity (pieces)')).toHaveValue(String(line.quantity));
    await expect(row.getByTestId('cart-line-unit-price')).toHaveText(
      `${formatPrice(fromCents(unitPriceCents(list, line.quantity)))} a piece`,
    );
    await expect(row.getByTestId('cart-line-total')).toHaveText(
      formatPrice(fromCents(lineTotalCents(list, line.quantity))),
    );
    totalCents += lineTotalCents(list, line.quantity);
  }
  // The hammer's 200 pieces are at its first tier, below the list price.
  expect(unitPriceCents(order[0]!.list, 200)).toBeLessThan(order[0]!.list.priceCents);
  await expect(page.getByTestId('cart-total')).toHaveText(`Order total: ${formatPrice(fromCents(totalCents))}`);
  await expect(page).toHaveTitle('Cart | Tools Hub');
  await expectNoSeriousA11yViolations(page, '/cart');

  // Checkout.
  const poNumber = `PO-${Date.now()}`;
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Delivery address').fill('12 Mill Road, Leeds');
  await page.getByLabel('PO number (optional)').fill(poNumber);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // The order, as its buyer reads it through the API.
  const placed = await callApi<Order>('GET', `/order/${encodeURIComponent(orderId)}`, { token: customer.token });
  expect(placed.status).toBe(200);
  expect(placed.body?.poNumber).toBe(poNumber);
  expect(placed.body?.lines.map((l) => [l.sku, l.quantity])).toEqual(order.map((l) => [l.sku, l.quantity]));
  expect(placed.body?.totalBill).toBeCloseTo(totalCents / 100, 2);
  const stockAfter = await Promise.all(order.map((line) => stockOf(line.tool.id)));
  expect(stockAfter).toEqual(stockBefore.map((stock, i) => stock - order[i]!.quantity));

  // The checkout emptied the cart.
  const cart = await callApi<Cart>('GET', '/cart', { token: customer.token });
  expect(cart.body?.lines).toEqual([]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick order by SKU' })).toHaveAttribute('href', '/quick-order');

  // Back on the details page: its lines and PO number, the confirmation PDF, then 'Order again'.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  await expect(page.getByTestId('order-line')).toHaveCount(5);
  await expect(page.getByTestId('order-po-number')).toHaveText(poNumber);
  const confirmation = await downloadDocument(page, 'Download confirmation');
  expect(confirmation.head).toBe('%PDF');
  expect(confirmation.name).toMatch(/\.pdf$/);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByTestId('order-again-result')).toContainText('5 lines of this order are in your cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  await page.getByTestId('order-again-result').getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const line of order) {
    await expect(cartLine(page, line.tool.toolName).getByLabel('Quantity (pieces)')).toHaveValue(String(line.quantity));
  }
});

test('Add to cart from a card and from the purchase page merges lines, and the badge counts them', async ({
  page,
  customer,
  ownTool,
}) => {
  // Home's cards are the most ordered tools now (other files' orders may have moved them): the first
  // with stock for two of its minimum orders (a shop in use may have sold one out).
  const homeTools = (await callApi<Tool[]>('GET', `/tools?sort=popular&limit=${PAGE_SIZES.homeTools}`)).body!;
  const popular = homeTools.find((tool) => tool.available >= 2 * tool.minOrder);
  if (!popular) throw new Error("none of Home's tools has stock for two of its minimum orders");
  const first = { id: popular._id, toolName: popular.toolName, minOrder: popular.minOrder };
  // The catalogue's newest first: a tool of this journey's own is on its first page.
  const second = await ownTool('card', { newest: true, minOrder: 3 });

  // A visitor is sent to log in and comes back.
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('button', { name: `Add to cart: ${first.toolName}` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await expect(page).toHaveURL(/\/$/);

  // Twice from Home's card: one line of twice the minimum.
  const add = page.getByRole('button', { name: `Add to cart: ${first.toolName}` });
  await add.click();
  await expect(page.getByText(`Added ${first.minOrder} × ${first.toolName} to your cart`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const secondSave = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT');
  await add.click();
  expect((await secondSave).status()).toBe(200);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // From the catalogue (rendered on the server, then hydrated).
  await page.goto('/tools');
  await expectHydrated(page);
  await page.getByRole('button', { name: `Add to cart: ${second.toolName}` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // From the purchase page, with the quantity typed in its form.
  const third = await ownTool('purchase', { minOrder: 25 });
  await page.goto(`/order/${third.id}`);
  await page.getByLabel('Quantity (pieces)').fill(String(third.minOrder + 5));
  await page.getByRole('button', { name: `Add ${third.minOrder + 5} to cart` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(cartLine(page, first.toolName).getByLabel('Quantity (pieces)')).toHaveValue(String(first.minOrder * 2));
  await expect(cartLine(page, second.toolName).getByLabel('Quantity (pieces)')).toHaveValue(String(second.minOrder));
  await expect(cartLine(page, third.toolName).getByLabel('Quantity (pieces)')).toHaveValue(String(third.minOrder + 5));
  const cart = await callApi<Cart>('GET', '/cart', { token: customer.token });
  expect(cart.body?.lines).toEqual([
    { toolId: first.id, quantity: first.minOrder * 2 },
    { toolId: second.id, quantity: second.minOrder },
    { toolId: third.id, quantity: third.minOrder + 5 },
  ]);
});

test('the cart checks and saves quantities as they are typed, and a refused checkout shows the line’s message and keeps the cart', async ({
  page,
  customer,
  ownTool: makeTool,
}) => {
  const ownTool = await makeTool('cartedit', { available: 50 });
  const other = await makeTool('cartother', { minOrder: 2 });
  await callApi('PUT', '/cart', {
    token: customer.token,
    body: {
      lines: [
        { toolId: ownTool.id, quantity: 10 },
        { toolId: other.id, quantity: other.minOrder },
      ],
    },
  });
  await startSignedIn(page, customer);
  await page.goto('/cart');
  const own = cartLine(page, ownTool.toolName);
  const quantity = own.getByLabel('Quantity (pieces)');
  await expect(quantity).toHaveValue('10');

  // Above the stock, then not a number: each says so; then a good one is saved without leaving the field.
  await quantity.fill('51');
  await expect(own).toContainText('Maximum available order : 50 piece');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await quantity.fill('2.5');
  await expect(own).toContainText('Quantity must be a whole number of pieces');
  await quantity.fill('30');
  await expect(page.getByTestId('cart-save-state')).toHaveText('All changes saved');
  expect((await callApi<Cart>('GET', '/cart', { token: customer.token })).body?.lines[0]).toEqual({
    toolId: ownTool.id,
    quantity: 30,
  });

  // Removing a line saves at once.
  await page.getByRole('button', { name: `Remove ${other.toolName} from the cart` }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('cart-save-state')).toHaveText('All changes saved');

  // The stock drops after the page was loaded: the server refuses the order and says why on the line.
  await db().doc(`tools/${ownTool.id}`).update({ available: 20 });
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Delivery address').fill('3 Timber Wharf, Hull');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-refused')).toContainText('Your order was not placed');
  await expect(own).toContainText('Maximum available order : 20 piece');
  await expect(page).toHaveURL(/\/cart$/);
  expect((await callApi<Cart>('GET', '/cart', { token: customer.token })).body?.lines).toEqual([
    { toolId: ownTool.id, quantity: 30 },
  ]);
  expect(await stockOf(ownTool.id)).toBe(20);

  // Fixed, it goes through.
  await quantity.fill('20');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  expect(await stockOf(ownTool.id)).toBe(0);
});
