import type { Page } from '@playwright/test';
import { endpoints, type InsertResult, type Order } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCompany } from './support/company';
import { newCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { waitForMessage } from './support/inbox';
import { pdfText } from './support/pdf-text';

/**
 * Trade accounts, in short journeys (each later step starts from what the API or the company fixture
 * made, not from the steps before): apply; the shop admin approves an application; a company admin
 * invites a buyer who accepts from the mail's link; a buyer's checkout above their limit; the
 * company admin approves the order; the shop ships a company order and its invoice names the
 * company and the site, due per the company's terms.
 */

/** As the invoice writes its due date. */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Dashboard menu/ }).click();
}

test('a verified customer in no company applies for a trade account from the account menu', async ({
  customer,
  signedInPage,
}) => {
  const companyName = `Applying Joinery ${Date.now().toString(36)}`;
  const page = await signedInPage(customer);
  await page.goto('/dashboard');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Apply for a trade account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await expect(page.getByRole('heading', { name: 'Apply for a trade account', level: 1 })).toBeVisible();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Address').fill('7 Planer Street, Timbertown');
  await page.getByLabel('Phone').fill('01733333333');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('application-pending')).toContainText(`Your application for ${companyName}`);
  await expectNoSeriousA11yViolations(page, '/dashboard/company (application sent)');
});

test('the shop admin approves an application with terms and a credit limit: the applicant is its company admin', async ({
  customer,
  admin,
  signedInPage,
}) => {
  const companyName = `Approved Joinery ${Date.now().toString(36)}`;
  const applied = await callApi(endpoints.applyForCompany.method, endpoints.applyForCompany.path(), {
    token: customer.token,
    body: { companyName, address: '7 Planer Street, Timbertown', phone: '01733333333' },
  });
  expect(applied.status).toBe(201);

  const adminPage = await signedInPage(admin);
  await adminPage.goto('/dashboard/companies');
  const application = adminPage.getByTestId('application-row').filter({ hasText: companyName });
  await application.getByRole('button', { name: 'Approve' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Approve ${companyName}?` });
  await dialog.getByLabel('Payment terms').selectOption('60');
  await dialog.getByLabel('Credit limit ($)').fill('5000');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(application).toHaveCount(0);
  await expectNoSeriousA11yViolations(adminPage, '/dashboard/companies');

  // The applicant is its first company admin, with the terms and limit given.
  const page = await signedInPage(customer);
  await page.goto('/dashboard/company');
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  await expect(page.getByTestId('company-role')).toHaveText('Company admin');
  await expect(page.getByTestId('company-terms')).toHaveText('Net 60');
  await expect(page.getByTestId('credit-text')).toHaveText('$0.00 used of $5,000.00; $5,000.00 available');
  await waitForMessage(customer.email, `Your trade account for ${companyName} is open`);
});

test('a company admin invites a buyer, who accepts from the link in the mail', async ({ signedInPage }) => {
  const [company, invitee] = await Promise.all([newCompany('invite'), newCustomer('invitee')]);
  const adminPage = await signedInPage(company.admin);
  await adminPage.goto('/dashboard/company');
  await expect(adminPage.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  const form = adminPage.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail').fill(invitee.email);
  await form.getByLabel('Role').selectOption('buyer');
  await form.getByLabel('Spending limit per order ($)').fill('100');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByTestId('invitation-row').filter({ hasText: invitee.email })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage, '/dashboard/company (company admin)');

  const mail = await waitForMessage(invitee.email, `invites you to ${company.name}`);
  const link = /\/company\/invitations\/[^\s)>\]"]+/.exec(mail.text)?.[0];
  expect(link, `the invitation link in:\n${mail.text}`).toBeTruthy();

  // Someone else with the link is told whom it is for.
  const otherPage = await signedInPage(company.admin);
  await otherPage.goto(link!);
  await expect(otherPage.getByTestId('invitation-not-yours')).toBeVisible();

  const page = await signedInPage(invitee);
  await page.goto(link!);
  await expect(page.getByTestId('invitation-summary')).toContainText(
    `${company.name} invites ${invitee.email} as buyer`,
  );
  await expectNoSeriousA11yViolations(page, '/company/invitations/{id}');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('company-role')).toHaveText('Buyer');
  await expect(page.getByTestId('company-spending-limit')).toHaveText('$100.00');
});

test("a buyer's checkout picks a site and says an order above their spending limit will wait for approval", async ({
  ownTool,
  signedInPage,
}) => {
  const [company, tool] = await Promise.all([
    newCompany('limit', { buyerLimits: [100] }),
    ownTool('limit', { priceCents: 2500, available: 100 }),
  ]);
  const buyer = company.buyers[0]!;
  const cart = await callApi(endpoints.putCart.method, endpoints.putCart.path(), {
    token: buyer.token,
    body: { lines: [{ toolId: tool.id, quantity: 5 }] },
  });
  expect(cart.status).toBe(200);

  // $125 in the cart: above the $100 limit, which the checkout says before the order is placed.
  const page = await signedInPage(buyer);
  await page.goto('/cart');
  await expect(page.getByLabel('Deliver to site')).toHaveValue(company.sites[0]!.id);
  await page.getByLabel('Deliver to site').selectOption(company.sites[1]!.id);
  await expect(page.getByLabel('Delivery address')).toHaveValue(company.sites[1]!.address);
  await expect(page.getByTestId('checkout-approval')).toContainText('above your spending limit of $100.00');
  await expectNoSeriousA11yViolations(page, '/cart (company buyer)');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('awaiting-approval');
  await expect(page.getByTestId('order-site')).toHaveText(company.sites[1]!.name);
});

test('the company admin approves an order awaiting approval, with a note', async ({ ownTool, signedInPage }) => {
  const [company, tool] = await Promise.all([
    newCompany('approve', { buyerLimits: [100] }),
    ownTool('approve', { priceCents: 2500, available: 100 }),
  ]);
  const buyer = company.buyers[0]!;
  const site = company.sites[1]!;
  const placed = await callApi<InsertResult>(endpoints.placeOrder.method, endpoints.placeOrder.path(), {
    token: buyer.token,
    body: {
      order: {
        lines: [{ toolId: tool.id, quantity: 5 }],
        phoneNumber: site.phone,
        orderAddress: site.address,
        locationId: site.id,
      },
    },
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;

  const adminPage = await signedInPage(company.admin);
  await adminPage.goto('/dashboard/approvals');
  const row = adminPage.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-placed-by')).toHaveText(buyer.name);
  await expectNoSeriousA11yViolations(adminPage, '/dashboard/approvals');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Approve order ${orderId}?` });
  await dialog.getByLabel('Note (optional)').fill('For the bench shop refit');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('No orders are waiting for approval.')).toBeVisible();

  const approved = await callApi<Order>('GET', endpoints.getOrder.path(orderId), { token: buyer.token });
  expect(approved.body!.status).toBe('pending');
  expect(approved.body!.statusHistory.at(-1)).toMatchObject({ decision: 'approve', note: 'For the bench shop refit' });
});

test("the shop ships a company order: its invoice names the company and the site, due per the company's terms", async ({
  admin,
  ownTool,
  signedInPage,
}) => {
  const [company, tool] = await Promise.all([
    newCompany('ship', { paymentTermsDays: 15, buyerLimits: [null] }),
    ownTool('ship', { priceCents: 1000, available: 100 }),
  ]);
  const buyer = company.buyers[0]!;
  const site = company.sites[1]!;
  const placed = await callApi<InsertResult>(endpoints.placeOrder.method, endpoints.placeOrder.path(), {
    token: buyer.token,
    body: {
      order: {
        lines: [{ toolId: tool.id, quantity: 3 }],
        phoneNumber: site.phone,
        orderAddress: site.address,
        locationId: site.id,
      },
    },
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body!.insertedId;

  const adminPage = await signedInPage(admin);
  await adminPage.goto(`/dashboard/orders/${orderId}`);
  await expect(adminPage.getByTestId('order-site')).toHaveText(site.name);
  await expect(adminPage.getByTestId('order-placed-by')).toHaveText(buyer.name);
  await adminPage.getByRole('button', { name: 'Mark processing' }).click();
  await adminPage.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(adminPage.getByTestId('order-invoice-number')).toHaveText(/^INV-\d{4}-\d{5}$/);

  const shipped = await callApi<Order>('GET', endpoints.getOrder.path(orderId), { token: admin.token });
  const due = shipped.body!.paymentDueAt!;
  const shippedAt = shipped.body!.statusHistory.findLast(
    (entry) => 'status' in entry && entry.status === 'shipped',
  )!.at!;
  expect(Date.parse(due) - Date.parse(shippedAt)).toBe(15 * 24 * 60 * 60 * 1000);

  const res = await fetch(new URL(`/api/order/${encodeURIComponent(orderId)}/document.pdf`, adminPage.url()), {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  const text = pdfText(Buffer.from(await res.arrayBuffer()));
  expect(text).toContain(company.name);
  expect(text).toContain(site.name);
  expect(text).toContain(site.address);
  expect(text).toContain('Net 15');
  expect(text).toContain(`Due date: ${day.format(new Date(due))}`);
});
