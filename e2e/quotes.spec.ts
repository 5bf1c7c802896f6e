import { getFirestore } from 'firebase-admin/firestore';
import { endpoints, formatPrice, SHOP_TAX_RATES, taxOfCents, taxRateFor } from '@toolshub/shared';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { callApi } from '../emulators/src/api-client';
import { expect, test } from './support/fixtures';

/**
 * A request for quote from start to order: the buyer asks from their cart for more than the list's
 * volume; the shop admin offers a price; the list price goes up meanwhile; the buyer accepts and
 * the order is placed at the quoted price.
 */
test('a buyer requests a quote from the cart, the shop offers a price, and the accepted quote is ordered at it', async ({
  admin,
  customer,
  ownTool,
  signedInPage,
}) => {
  const tool = await ownTool('quote', { priceCents: 2000, available: 500 });
  const cart = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
    token: customer.token,
    body: { lines: [{ toolId: tool.id, quantity: 100 }] },
  });
  expect(cart.status).toBe(200);

  const buyerPage = await signedInPage(customer);
  await buyerPage.goto('/cart');
  await expect(buyerPage.getByTestId('cart-line').filter({ hasText: tool.toolName })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Request a quote' }).click();
  const request = buyerPage.getByRole('dialog', { name: 'Request a quote' });
  await request.getByLabel('Message (optional)').fill('For the mill job in March');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/my-quotes$/);
  const buyerRow = buyerPage.getByTestId('quote-row').first();
  await expect(buyerRow).toContainText(/requested/i);
  const quoteId = (await buyerRow.getAttribute('data-quote-id'))!;

  // The shop answers with $16.00 a piece.
  const adminPage = await signedInPage(admin);
  await adminPage.goto('/dashboard/quotes');
  await adminPage.locator(`[data-testid="quote-row"][data-quote-id="${quoteId}"]`).click();
  const offer = adminPage.getByRole('dialog', { name: /^Quote Q-\d{4}-\d+/ });
  await expect(offer).toContainText('For the mill job in March');
  await offer.getByLabel(`Unit price of ${tool.toolName}`).fill('16');
  await expect(offer.getByTestId('offer-total')).toHaveText('Total: $1,600.00');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();

  // The list price goes up to $25.00 before the buyer accepts: the quote holds.
  await getFirestore(scriptAdminApp()).doc(`tools/${tool.id}`).update({ priceCents: 2500 });

  await buyerPage.reload();
  await buyerPage.locator(`[data-testid="quote-row"][data-quote-id="${quoteId}"]`).click();
  const quote = buyerPage.getByRole('dialog', { name: /^Quote Q-\d{4}-\d+/ });
  await expect(quote.getByTestId('quote-total')).toContainText('$1,600.00');
  // With the tax of the tool's category, as the order will bill it.
  const taxCents = taxOfCents(160_000, taxRateFor(tool.category, SHOP_TAX_RATES));
  const totalDue = formatPrice((160_000 + taxCents) / 100);
  await expect(quote.getByTestId('quote-tax')).toHaveText(formatPrice(taxCents / 100));
  await expect(quote.getByTestId('quote-total-due')).toHaveText(totalDue);
  await quote.getByRole('button', { name: 'Accept' }).click();
  await quote.getByLabel('Phone').fill('01712345678');
  await quote.getByLabel('Delivery address').fill('3 Mill Race, Leeds');
  await quote.getByRole('button', { name: `Place order for ${totalDue}` }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  await expect(buyerPage.getByTestId('order-line')).toContainText('$16.00');
  await expect(buyerPage.getByTestId('order-total')).toContainText('$1,600.00');
  await expect(buyerPage.getByTestId('order-total-due')).toHaveText(totalDue);

  const accepted = await callApi<{ status: string; orderId: string | null }>('GET', endpoints.getQuote.path(quoteId), {
    token: customer.token,
  });
  expect(accepted.body?.status).toBe('accepted');
  expect(buyerPage.url()).toContain(encodeURIComponent(accepted.body!.orderId!));
});
