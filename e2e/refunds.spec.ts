import { endpoints, type Order, type Tool } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { placeLinesOrder } from '../emulators/src/order-calls';
import { downloadDocument } from './support/download';
import { expect, test } from './support/fixtures';

// The dialog's checks and the buyer's view of a credit note are unit-tested (OrderDetailsPage.test.tsx).
test('an admin refunds part of a paid order before it ships: a credit note with its PDF, the order cancelled, its stock back', async ({
  admin,
  customer,
  ownTool,
  signedInPage,
}) => {
  // $25.00 a piece, 50 in stock; the customer orders 4 ($100.00 and its tax) and pays in advance.
  const tool = await ownTool('refund', { priceCents: 2500, available: 50 });
  const placed = await placeLinesOrder({ token: customer.token, lines: [{ toolId: tool.id, quantity: 4 }] });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;
  const paid = await callApi('PATCH', endpoints.advanceOrder.path(orderId), {
    token: admin.token,
    body: { payment: 'paid', paymentReference: `BACS-${Date.now()}` },
  });
  expect(paid.status).toBe(200);
  // What was paid is the total due, tax included: the most a refund can give back.
  const due = (await callApi<Order>('GET', endpoints.getOrder.path(orderId), { token: admin.token })).body!.totalDue;
  expect(due).toBeGreaterThan(100);

  const adminPage = await signedInPage(admin);
  await adminPage.goto(`/dashboard/orders/${orderId}`);
  await adminPage.getByRole('button', { name: 'Refund' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Refund' });
  await expect(dialog).toContainText(`at most $${due.toFixed(2)} can be refunded`);
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue(String(due));
  await dialog.getByLabel('Amount ($)').fill('40');
  await dialog.getByLabel('Reason').fill('Two pieces arrived damaged');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();

  await expect(adminPage.getByTestId('order-status')).toHaveText('cancelled');
  await expect(adminPage.getByTestId('order-refunded')).toHaveText('$40.00');
  const note = adminPage.getByTestId('credit-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(/Credit note CN-\d{4}-\d{5}: \$40\.00 refunded/);
  await expect(note).toContainText('Two pieces arrived damaged');
  const number = /CN-\d{4}-\d{5}/.exec((await note.textContent()) ?? '')?.[0] ?? '';
  const pdf = await downloadDocument(adminPage, `PDF ${number}`);
  expect([pdf.name, pdf.head]).toEqual([`${number}.pdf`, '%PDF']);
  // The rest is left to refund, so the action stays.
  await expect(adminPage.getByRole('button', { name: 'Refund' })).toBeVisible();

  // The stock went back with the cancel.
  const stock = await callApi<Tool>('GET', endpoints.getTool.path(tool.id));
  expect(stock.body?.available).toBe(50);

  // The buyer's order shows it too.
  const order = await callApi<Order>('GET', endpoints.getOrder.path(orderId), { token: customer.token });
  expect(order.body?.creditNotes.map((n) => n.number)).toEqual([number]);
});
