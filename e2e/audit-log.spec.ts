import { placeLinesOrder } from '../emulators/src/order-calls';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, startSignedIn, test } from './support/fixtures';

test('an admin moves an order on, then finds the move in the audit log: who, what, pending → processing', async ({
  page,
  admin,
  customer: buyer,
  ownTool,
}) => {
  const tool = await ownTool('audit', { available: 50 });
  const placed = await placeLinesOrder({ token: buyer.token, lines: [{ toolId: tool.id, quantity: 3 }] });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;

  await startSignedIn(page, admin);
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mark processing' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('processing');

  // Reached from the drawer.
  await page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: /^Audit log \(\d+\)$/ })).toBeVisible();

  await page.getByLabel('Target id').fill(orderId);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log (1)' })).toBeVisible();
  const row = page.getByTestId('audit-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText('Order status changed');
  await expect(row.getByTestId('audit-change')).toHaveText('Status: pending → processing');
  await expectNoSeriousA11yViolations(page, 'the audit log');

  // The target links to the order's details.
  await row.getByRole('link', { name: `Order of ${buyer.email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
});
