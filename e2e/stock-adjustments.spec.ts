import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { placeOrder } from '../emulators/src/order-calls';
import { expect, startSignedIn, test } from './support/fixtures';

test("the admin adjusts a tool's stock while an order comes in: neither is lost, and the movements show both", async ({
  page,
  admin,
  customer,
  ownTool,
}) => {
  const tool = await ownTool('adjust', { available: 40, newest: true });
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${tool.toolName}` });
  await expect(dialog.getByRole('heading', { name: 'Stock: 40 pieces' })).toBeVisible();
  const movements = dialog.getByRole('table', { name: 'Stock movements' }).getByTestId('stock-movement');
  await expect(movements).toHaveCount(1);
  await expect(movements.first()).toContainText('First stock');

  // While the dialog shows 40, a customer orders 10.
  const order = await placeOrder({ token: customer.token, toolId: tool.id, quantity: 10 });
  expect(order.status).toBe(201);

  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  const form = dialog.getByRole('form', { name: 'Adjust stock' });
  await form.getByLabel('Add or remove').selectOption('add');
  await form.getByLabel('Pieces').fill('50');
  await form.getByLabel('Reason').selectOption('received');
  await form.getByLabel('Note (optional)').fill('Delivery 88');
  await form.getByRole('button', { name: 'Apply' }).click();

  // 40 − 10 + 50: the adjustment applied to the stock as it was, not to the figure on screen.
  await expect(page.getByText(`Stock of ${tool.toolName}: +50, now 80 pieces`)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Stock: 80 pieces' })).toBeVisible();
  await expect(dialog.getByLabel('Available Piece')).toHaveValue('80');
  await expect(movements).toHaveCount(3);
  await expect(movements.nth(0)).toContainText('+50');
  await expect(movements.nth(0)).toContainText('Received');
  await expect(movements.nth(0)).toContainText('Delivery 88');
  await expect(movements.nth(0)).toContainText(admin.email);
  await expect(movements.nth(0)).toContainText('80');
  await expect(movements.nth(1)).toContainText('−10');
  await expect(movements.nth(1).getByRole('link', { name: /^Order / })).toBeVisible();

  // Saving the edit form afterwards names the new version: it goes through.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Tools: ${tool.id} updated`)).toBeVisible();
  await expect(row).toContainText('80');

  // The stock ledger adds up: 80 = +40 − 10 + 50.
  const db = getFirestore(scriptAdminApp());
  const entries = await db.collection('stockMovements').where('toolId', '==', tool.id).get();
  const sum = entries.docs.reduce((total, d) => total + (d.get('delta') as number), 0);
  expect(sum).toBe((await db.doc(`tools/${tool.id}`).get()).get('available'));
  expect(sum).toBe(80);
});
