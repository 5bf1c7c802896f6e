import { endpoints, formatPrice, formatTaxRate, SHOP_TAX_RATES, taxOfCents, taxRateFor } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { newCompany } from './support/company';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf-text';

/**
 * Contract prices as a company's buyer meets them: the shop admin's price list gives the company a
 * fixed $15.00 for a tool that lists at $20.00; the buyer sees it on the catalogue's card and the
 * purchase page, the cart prices it, the order is billed at it with the tax of its category, and so
 * is its invoice.
 */
test('a company buyer sees their contract price on the card and the purchase page, orders at it, and the invoice bills it with tax', async ({
  admin,
  ownTool,
  signedInPage,
}) => {
  const [company, tool] = await Promise.all([
    newCompany('contract', { buyerLimits: [null] }),
    ownTool('contract', { priceCents: 2000, minOrder: 5, available: 100, newest: true }),
  ]);
  const buyer = company.buyers[0]!;
  const list = await callApi(endpoints.createPriceList.method, endpoints.createPriceList.path(), {
    token: admin.token,
    body: { name: `Contract ${company.id}`, companyIds: [company.id], rules: [{ toolId: tool.id, unitPrice: 15 }] },
  });
  expect(list.status, JSON.stringify(list.body)).toBe(201);

  const page = await signedInPage(buyer);
  // The newest tool first: this journey's own.
  await page.goto('/tools?sort=newest');
  const card = page.getByTestId('tool-card').filter({ hasText: tool.toolName });
  await expect(card).toContainText('Your price: $15.00');
  await expect(card).toContainText('$20.00');

  await card.getByRole('link', { name: /^Buy Now/ }).click();
  await expect(page.getByRole('heading', { name: tool.toolName })).toBeVisible();
  await expect(page.getByTestId('tool-your-price')).toHaveText('Your price/Piece: $15.00');
  await expect(page.getByTestId('order-total')).toContainText('$75.00');
  await page.getByRole('button', { name: 'Add 5 to cart' }).click();
  await expect(page.getByText(`Added 5 × ${tool.toolName} to your cart`)).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: tool.toolName });
  await expect(line.getByTestId('cart-line-unit-price')).toContainText('$15.00');
  await expect(page.getByTestId('cart-total')).toContainText('$75.00');
  await expect(page.getByLabel('Deliver to site')).toHaveValue(company.sites[0]!.id);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByTestId('order-line')).toContainText('$15.00');
  await expect(page.getByTestId('order-total')).toContainText('$75.00');
  // Tax on the contract price, at the rate of the tool's category.
  const rate = taxRateFor(tool.category, SHOP_TAX_RATES);
  const taxCents = taxOfCents(7500, rate);
  const tax = formatPrice(taxCents / 100);
  const totalDue = formatPrice((7500 + taxCents) / 100);
  await expect(page.getByTestId('order-tax')).toHaveText(tax);
  await expect(page.getByTestId('order-tax').locator('xpath=..')).toContainText(`Tax (${formatTaxRate(rate)})`);
  await expect(page.getByTestId('order-total-due')).toHaveText(totalDue);

  // The shop ships it; the invoice bills what the buyer was shown.
  const adminPage = await signedInPage(admin);
  await adminPage.goto(`/dashboard/orders/${orderId}`);
  await adminPage.getByRole('button', { name: 'Mark processing' }).click();
  await adminPage.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(adminPage.getByTestId('order-invoice-number')).toHaveText(/^INV-\d{4}-\d{5}$/);
  const res = await fetch(new URL(`/api/order/${encodeURIComponent(orderId)}/document.pdf`, adminPage.url()), {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  const text = pdfText(Buffer.from(await res.arrayBuffer()));
  expect(text).toContain('$15.00');
  expect(text).toContain('$75.00');
  expect(text).toContain(`Tax (${formatTaxRate(rate)})`);
  expect(text).toContain(tax);
  expect(text).toContain('Total due');
  expect(text).toContain(totalDue);
  const stored = await callApi<{ totalBill: number; taxAmount: number; totalDue: number }>(
    'GET',
    endpoints.getOrder.path(orderId),
    { token: buyer.token },
  );
  expect(stored.body).toMatchObject({ totalBill: 75, taxAmount: taxCents / 100, totalDue: (7500 + taxCents) / 100 });
});
