import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { expect, startSignedIn, test } from './support/fixtures';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a customer orders a tool, finds it in My Orders, cancels it, and the stock comes back', async ({
  page,
  customer,
  ownTool,
}) => {
  const tool = await ownTool('order', { priceCents: 1275, minOrder: 4, available: 300 });
  await startSignedIn(page, customer);
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByRole('heading', { name: tool.toolName })).toBeVisible();
  const availableText = await page.getByTestId('tool-available').textContent();
  const startStock = Number(/Available: (\d+)/.exec(availableText ?? '')?.[1]);
  expect(startStock).toBeGreaterThan(tool.minOrder);

  const quantity = page.getByLabel('Quantity (pieces)');
  await expect(quantity).toHaveValue(String(tool.minOrder));
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(tool.price * tool.minOrder)}`);

  // The form's messages for bad values.
  await page.getByLabel('Phone').fill('0171234567');
  await quantity.fill(String(tool.minOrder - 1));
  // Leave the field first: its message appears on blur and moves the button down.
  await page.getByLabel('Address').focus();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Enter valid phone number of 11 digit')).toBeVisible();
  await expect(page.getByText(`Minimum order amount : ${tool.minOrder} piece`)).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await quantity.fill(String(startStock + 1));
  await expect(page.getByText(`Maximum available order : ${startStock} piece`)).toBeVisible();

  // A good order.
  const ordered = tool.minOrder + 2;
  await page.getByLabel('Phone').fill('01712345678');
  await quantity.fill(String(ordered));
  await page.getByLabel('Address').fill('7 Sawmill Yard, Leeds');
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(tool.price * ordered)}`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();
  await expect(page.getByTestId('tool-available')).toHaveText(`Available: ${startStock - ordered}`);
  await expect(page.getByLabel('Address')).toHaveValue('');

  // My Orders shows it with the right bill.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: tool.toolName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(money(tool.price * ordered));
  await expect(row.getByTestId('order-payment')).toHaveText('Unpaid');
  await expect(row).toContainText('pending');

  // Cancel it through the confirmation.
  await row.getByRole('button', { name: 'cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
  await expect(dialog).toContainText(`Quantity: ${ordered}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Order \S+ cancelled/)).toBeVisible();
  await expect(row).toContainText('cancelled');
  await expect(row.getByRole('button', { name: 'cancel' })).toHaveCount(0);

  // The purchase page shows the stock restored.
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByTestId('tool-available')).toHaveText(`Available: ${startStock}`);
});

test('a price that changed while the page was open is shown, and the order goes through once the buyer confirms it', async ({
  page,
  customer,
  ownTool,
}) => {
  const changing = await ownTool('reprice', { priceCents: 2450, minOrder: 3 });
  const db = getFirestore(scriptAdminApp());
  const newPriceCents = Math.round(changing.price * 100) + 125;
  await startSignedIn(page, customer);
  await page.goto(`/order/${changing.id}`);
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('3 Timber Wharf, Hull');
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(changing.price * changing.minOrder)}`);

  // The shop reprices the tool while the buyer is on the page.
  await db.doc(`tools/${changing.id}`).update({ priceCents: newPriceCents });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const newTotal = money((newPriceCents * changing.minOrder) / 100);
  await expect(page.getByTestId('price-changed')).toContainText(`Your total is now ${newTotal}`);
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${newTotal}`);
  await page.getByRole('button', { name: 'Confirm the new total and order' }).click();
  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();

  const [placed] = (
    await db.collection('orders').where('tool._id', '==', changing.id).orderBy('createdAt', 'desc').limit(1).get()
  ).docs;
  expect(placed?.get('totalBillCents')).toBe(newPriceCents * changing.minOrder);
});

test('a submitted review appears on the home page', async ({ page, customer }) => {
  await startSignedIn(page, customer);
  await page.goto('/dashboard/add-review');
  await expect(page.getByRole('heading', { name: 'Please add your valuable feedback here' })).toBeVisible();
  await expect(page.getByLabel('Your Email')).toHaveValue(customer.email);
  await page.getByLabel('Your Rating (1 - 5)').fill('6');
  await page.getByLabel('Your Review').focus();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Maximum rating is 5')).toBeVisible();
  await expect(page.getByText('Review text is required')).toBeVisible();
  await page.getByLabel('Your Rating (1 - 5)').fill('0');
  await expect(page.getByText('Minimum rating is 1')).toBeVisible();

  const text = `Bulk chisels arrived sharp and on time ${Date.now()}`;
  await page.getByLabel('Your Review').fill(text);
  await page.getByLabel('Your Rating (1 - 5)').fill('5');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review Added Successfully')).toBeVisible();
  await page.goto('/');
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText(customer.name);
  await expect(card).toContainText('Rating: 5');
});
