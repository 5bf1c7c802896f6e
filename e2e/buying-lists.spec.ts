import { endpoints } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { newCompany } from './support/company';
import { expect, test } from './support/fixtures';

/**
 * A shared buying list between two buyers of one company: the first saves their cart as a list
 * shared with the company; the second finds it among their lists and puts it in their own cart.
 */
test("a buyer saves their cart as a shared list, and a colleague adds it to the colleague's own cart", async ({
  ownTool,
  signedInPage,
}) => {
  const [company, tool] = await Promise.all([
    newCompany('lists', { buyerLimits: [null, null] }),
    ownTool('lists', { priceCents: 1200, minOrder: 2, available: 100 }),
  ]);
  const [saver, colleague] = company.buyers as [(typeof company.buyers)[0], (typeof company.buyers)[0]];
  const cart = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
    token: saver.token,
    body: { lines: [{ toolId: tool.id, quantity: 4 }] },
  });
  expect(cart.status).toBe(200);
  const listName = `Site kit ${company.id}`;

  const page = await signedInPage(saver);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: tool.toolName })).toBeVisible();
  await page.getByRole('button', { name: 'Save as list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as list' });
  await dialog.getByLabel('List name').fill(listName);
  await dialog.getByLabel(/^Share with my company/).check();
  await dialog.getByRole('button', { name: 'Save list' }).click();
  await expect(dialog.getByTestId('list-saved')).toContainText(`Saved as “${listName}”`);

  const other = await signedInPage(colleague);
  await other.goto('/dashboard/lists');
  const list = other.getByRole('listitem', { name: listName });
  await expect(list).toContainText('Shared');
  await expect(list).toContainText(`By ${saver.name}`);
  await expect(list).toContainText(`4 × ${tool.toolName}`);
  await list.getByRole('button', { name: 'Add all to cart' }).click();
  const outcome = other.getByTestId('add-outcome');
  await expect(outcome).toContainText(`Added 1 line of “${listName}” to your cart.`);
  await expect(outcome.getByRole('list', { name: 'Added to the cart' })).toContainText(
    `${tool.toolName}: 4 at $12.00 each`,
  );

  await outcome.getByRole('link', { name: 'Go to the cart' }).click();
  const line = other.getByTestId('cart-line').filter({ hasText: tool.toolName });
  await expect(line.getByLabel('Quantity (pieces)')).toHaveValue('4');
});
