import { endpoints, type Cart, type Order } from '@toolshub/shared';
import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { callApi } from '../emulators/src/api-client';
import { placeLinesOrder } from '../emulators/src/order-calls';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer } from './support/customers';
import { downloadDocument } from './support/download';
import { expect, test, type Fixtures } from './support/fixtures';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const poNumber = `PO-${Date.now()}`;

/** The journeys' order: three tools of their own (one bought at its first tier), placed through the API. */
async function placeThreeLineOrder(ownTool: Fixtures['ownTool'], customerToken: string) {
  const [square, knife, bevel] = await Promise.all([
    ownTool('square', { priceCents: 1250, minOrder: 5, priceTiers: [{ minQuantity: 20, priceCents: 1095 }] }),
    ownTool('knife', { priceCents: 850, minOrder: 2 }),
    ownTool('bevel', { priceCents: 1999, minOrder: 3 }),
  ]);
  const squareTier = { minQuantity: 20, price: 10.95 };
  const placed = await placeLinesOrder({
    token: customerToken,
    lines: [
      { toolId: square.id, quantity: squareTier.minQuantity },
      { toolId: knife.id, quantity: knife.minOrder },
      { toolId: bevel.id, quantity: bevel.minOrder },
    ],
    poNumber,
    note: 'Deliver to the back gate',
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;
  return { orderId, square, squareTier, knife, bevel };
}

test('a customer follows a many-line order from My Orders to its details, its confirmation PDF and Order again', async ({
  customer,
  ownTool,
  signedInPage,
}) => {
  const customerToken = customer.token;
  const { orderId, square, squareTier, knife, bevel } = await placeThreeLineOrder(ownTool, customerToken);
  const stored = await callApi<Order>('GET', endpoints.getOrder.path(orderId), { token: customerToken });
  const createdAt = stored.body!.createdAt!;

  // My Orders: the order with its date, linking to its details.
  const page = await signedInPage(customer);
  await page.goto('/dashboard');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-date').locator('time')).toHaveAttribute('datetime', createdAt);
  await expect(row.getByTestId('order-date')).toHaveText(day.format(new Date(createdAt)));
  await expect(row.getByTestId('order-payment')).toHaveText('Unpaid');
  await row.getByRole('link', { name: `${square.toolName} + 2 more` }).click();

  // The details: lines (the tier's price, list price and saving), PO number, timeline.
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(3);
  const squareLine = lines.filter({ hasText: square.toolName });
  await expect(squareLine).toContainText(square.sku);
  await expect(squareLine).toContainText(money(squareTier.price));
  await expect(squareLine).toContainText(money(square.price));
  await expect(squareLine).toContainText(money((square.price - squareTier.price) * squareTier.minQuantity));
  await expect(page.getByTestId('order-po-number')).toHaveText(poNumber);
  await expect(page.getByText('Deliver to the back gate')).toBeVisible();
  await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
  await expect(page.getByTestId('timeline-entry')).toContainText('Placed');
  await expectNoSeriousA11yViolations(page, 'the order details page');
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'the order details page at 390 px');
  await page.setViewportSize(desktop);

  // The confirmation PDF, fetched with the token and saved under the server's name.
  const confirmation = await downloadDocument(page, 'Download confirmation');
  expect(confirmation.head).toBe('%PDF');
  expect(confirmation.name).toMatch(/\.pdf$/);

  // The shop reprices one tool; 'Order again' says so and fills the cart.
  const newKnifePrice = knife.price + 1.25;
  await getFirestore(scriptAdminApp())
    .doc(`tools/${knife.id}`)
    .update({ priceCents: Math.round(newKnifePrice * 100) });
  await page.getByRole('button', { name: 'Order again' }).click();
  const result = page.getByTestId('order-again-result');
  await expect(result).toContainText('3 lines of this order are in your cart');
  await expect(result.getByTestId('price-change')).toHaveCount(1);
  await expect(result.getByTestId('price-change')).toContainText(
    `${knife.toolName}: ${money(knife.price)} → ${money(newKnifePrice)} a piece`,
  );
  await expect(result.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
  const cart = await callApi<Cart>('GET', endpoints.getCart.path(), { token: customerToken });
  expect(cart.body?.lines).toEqual(
    expect.arrayContaining([
      { toolId: square.id, quantity: squareTier.minQuantity },
      { toolId: knife.id, quantity: knife.minOrder },
      { toolId: bevel.id, quantity: bevel.minOrder },
    ]),
  );
  expect(cart.body?.lines).toHaveLength(3);
});

test('the admin ships a many-line order from its details page, with its invoice PDF, and records its payment; the buyer sees it paid', async ({
  admin,
  customer,
  ownTool,
  signedInPage,
}) => {
  const { orderId } = await placeThreeLineOrder(ownTool, customer.token);
  const adminPage = await signedInPage(admin);
  await adminPage.goto(`/dashboard/orders/${orderId}`);
  await adminPage.getByRole('button', { name: 'Mark processing' }).click();
  await expect(adminPage.getByTestId('order-status')).toHaveText('processing');
  await adminPage.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(adminPage.getByTestId('order-status')).toHaveText('shipped');
  await expect(adminPage.getByTestId('order-invoice-number')).toHaveText(/^INV-\d{4}-\d{5}$/);
  const invoiceNumber = await adminPage.getByTestId('order-invoice-number').textContent();
  await expect(adminPage.getByTestId('order-payment')).toContainText(/Unpaid\s*due /);
  const invoice = await downloadDocument(adminPage, 'Download invoice');
  expect(invoice.head).toBe('%PDF');

  const reference = `BACS-${Date.now()}`;
  await adminPage.getByRole('button', { name: 'Record payment' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Payment reference is required')).toBeVisible();
  await dialog.getByLabel('Payment reference').fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  const timeline = adminPage.getByTestId('timeline-entry');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(2)).toContainText(`Invoice ${invoiceNumber}`);
  await expect(timeline.nth(3)).toContainText('Paid');
  await expect(timeline.nth(3)).toContainText(`Reference ${reference}`);
  await expect(adminPage.getByTestId('order-payment')).toContainText('Paid');
  await expect(adminPage.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await adminPage.goto('/dashboard/all-orders');
  const adminRow = adminPage.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(adminRow.getByTestId('order-payment')).toContainText('Paid');
  await expect(adminRow.getByTestId('order-status')).toHaveText('shipped');

  // The buyer's My Orders says so too.
  const page = await signedInPage(customer);
  await page.goto('/dashboard');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-payment')).toContainText('Paid');
});

// Its own journey (it was the end of the one above, which then took 16-18 s, over a journey's 15).
test("another customer opening a customer's order address learns nothing about it", async ({
  customer,
  ownTool,
  signedInPage,
}) => {
  const tool = await ownTool('private', { minOrder: 1 });
  const placed = await placeLinesOrder({ token: customer.token, lines: [{ toolId: tool.id, quantity: 1 }], poNumber });
  expect(placed.status).toBe(201);

  const strangerPage = await signedInPage(await newCustomer('stranger'));
  await strangerPage.goto(`/dashboard/orders/${placed.body!.insertedId}`);
  await expect(strangerPage.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(strangerPage.getByText(poNumber)).toHaveCount(0);
  await expect(strangerPage.getByText(tool.toolName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(strangerPage, 'the order not-found state');
});
