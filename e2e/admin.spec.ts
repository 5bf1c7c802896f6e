import type { Page } from '@playwright/test';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { demoTools } from '../emulators/src/demo-data';
import { advanceOrder, placeLinesOrder } from '../emulators/src/order-calls';
import { expect, newAdmin, startSignedIn, test } from './support/fixtures';
import { onePixelPng, requireStorageEmulator } from './support/storage';

// Every journey here changes roles, orders or tools: each makes its own accounts and tools.

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).first();

test('the account menu lists the same screens as the drawer, for the admin and for a customer, who cannot open admin pages', async ({
  admin,
  customer,
  signedInPage,
}) => {
  for (const who of [admin, customer]) {
    const page = await signedInPage(who);
    await page.goto('/dashboard/profile');
    await expect(drawer(page).getByRole('link', { name: who === admin ? 'Make Admin' : 'My Order' })).toBeVisible();
    const drawerLinks = await drawer(page).getByRole('link').allTextContents();
    await page.getByRole('button', { name: /Dashboard menu/ }).click();
    // The menu's items, then its own: a verified customer in no company may apply for a trade
    // account (offered once the menu has read the company), then Sign out. Retried until it has.
    const own = who === admin ? ['Sign out'] : ['Apply for a trade account', 'Sign out'];
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([...drawerLinks, ...own]);
    if (who === customer) {
      // A customer's drawer has no admin screens, and an admin page sends them to log in (as an
      // account that may open it), saying why.
      await expect(drawer(page).getByRole('link', { name: 'Make Admin' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/dashboard/all-products');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('screen-not-open')).toContainText(`All Products is not open to ${who.email}.`);
    }
  }
});

test('the admin promotes a customer; after a reload the customer sees the admin pages', async ({
  admin,
  customer,
  signedInPage,
}) => {
  const customerPage = await signedInPage(customer);
  await customerPage.goto('/dashboard');
  await expect(drawer(customerPage).getByRole('link', { name: 'Add Review' })).toBeVisible();

  const adminPage = await signedInPage(admin);
  await adminPage.goto('/dashboard/make-admin');
  await expect(adminPage.getByRole('heading', { name: /^All users \d+$/ })).toBeVisible();
  const row = adminPage.locator(`[data-testid="user-row"][data-email="${customer.email}"]`);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Are you sure you want to make admin?' });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(adminPage.getByText(`User: ${customer.email} Admin added successfully`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove admin' })).toBeVisible();

  // No sign-out: a reload asks the server, which says the claim changed; the token is refreshed.
  await customerPage.reload();
  // On /dashboard, an admin now: they land on Analytics, the first screen of an admin's drawer.
  await expect(customerPage).toHaveURL(/\/dashboard\/analytics$/);
  await expect(drawer(customerPage).getByRole('link').first()).toHaveText('Analytics');
  await expect(drawer(customerPage).getByRole('link', { name: 'Make Admin' })).toBeVisible();
  await expect(drawer(customerPage).getByRole('link', { name: 'Add Review' })).toHaveCount(0);
  await customerPage.goto('/dashboard/all-products');
  await expect(customerPage.getByRole('heading', { name: /^All tools \d+$/ })).toBeVisible();
});

test("a demoted admin's open browser signs out at once and says why", async ({ admin, signedInPage }) => {
  const demoted = await newAdmin('demoted');
  const demotedPage = await signedInPage(demoted);
  const signedInAt = Math.floor(Date.now() / 1000);
  await demotedPage.goto('/dashboard/all-products');
  await expect(demotedPage.getByRole('heading', { name: /^All tools \d+$/ })).toBeVisible();
  // Revocation counts whole seconds: a session begun in the same second as it would outlive it.
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInAt);

  const adminPage = await signedInPage(admin);
  await adminPage.goto('/dashboard/make-admin');
  const row = adminPage.locator(`[data-testid="user-row"][data-email="${demoted.email}"]`);
  await row.getByRole('button', { name: 'Remove admin' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();

  // The demoted person comes back to their window: the app asks the server, which refuses the session.
  await demotedPage.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(demotedPage.getByText(/Your access has changed/)).toBeVisible();
  await expect(demotedPage).toHaveURL(/\/$/);
  await expect(demotedPage.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('the admin moves an order to shipped and the customer sees it in My Orders', async ({
  admin,
  customer,
  ownTool,
  signedInPage,
}) => {
  // The customer's order, already 'processing': one step to shipped.
  const tool = await ownTool('ship');
  const placed = await placeLinesOrder({ token: customer.token, lines: [{ toolId: tool.id, quantity: 2 }] });
  const orderId = placed.body!.insertedId;
  expect((await advanceOrder(admin.token, orderId, 'processing')).status).toBe(200);

  const adminPage = await signedInPage(admin);
  await adminPage.goto('/dashboard/all-orders');
  await expect(adminPage.getByRole('heading', { name: /^All Orders \(\d+\)$/ })).toBeVisible();
  const row = adminPage.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('processing');
  // The grid holds a row's actions in its 'Actions' menu (they would not fit beside the drawer as buttons).
  await row.getByRole('button', { name: `Actions: order ${orderId}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Mark shipped' }).click();
  await expect(row.getByTestId('order-status')).toHaveText('shipped');
  await row.getByRole('button', { name: `Actions: order ${orderId}` }).click();
  await expect(adminPage.getByRole('menuitem', { name: 'Mark delivered' })).toBeVisible();
  await adminPage.keyboard.press('Escape');

  const customerPage = await signedInPage(customer);
  await customerPage.goto('/dashboard');
  const mine = customerPage.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(mine.getByTestId('order-status')).toHaveText('shipped');
  await expect(mine.getByRole('button', { name: 'cancel' })).toHaveCount(0);
});

test("the admin edits a tool's stock and its purchase page shows the new figure", async ({ page, admin, ownTool }) => {
  const tool = await ownTool('stock', { newest: true });
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${tool.toolName}` });
  await dialog.getByLabel('Available Piece').fill('-4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Available pieces cannot be negative')).toBeVisible();
  await dialog.getByLabel('Available Piece').fill('4321');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Tools: ${tool.id} updated`)).toBeVisible();
  await expect(row).toContainText('4,321');
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByTestId('tool-available')).toHaveText('Available: 4321');
});

test('an edit over a change that came in meanwhile is refused, and the dialog shows the current figures', async ({
  page,
  admin,
  ownTool,
}) => {
  const tool = await ownTool('conflict', { newest: true });
  const ref = getFirestore(scriptAdminApp()).doc(`tools/${tool.id}`);
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${tool.toolName}` });
  const available = dialog.getByLabel('Available Piece');
  await expect(available).not.toHaveValue('');

  // While the dialog is open, an order takes 7 pieces.
  await ref.update({ available: FieldValue.increment(-7) });
  const now = (await ref.get()).get('available') as number;
  await available.fill('9999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/changed since you opened it/)).toBeVisible();
  await expect(available).toHaveValue(String(now));
  expect((await ref.get()).get('available')).toBe(now);

  // Saved again on the current figures, it goes through.
  await available.fill(String(now + 100));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Tools: ${tool.id} updated`)).toBeVisible();
  await expect(row).toContainText(String(now + 100));
});

test('the admin deletes a product', async ({ page, admin, ownTool }) => {
  const tool = await ownTool('delete', { available: 37, newest: true });
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this product?' });
  await expect(dialog).toContainText(`Available: ${tool.available} pieces`);
  await expect(dialog).not.toContainText('$');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Tools: ${tool.id} deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // Its purchase page's address (a buyer's old link) answers 404 and says the tool is not found.
  const gone = await page.goto(`/order/${tool.id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Tool not found', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tool-not-found')).toContainText(`There is no tool with id ${tool.id}`);
});

test('removing a product that open orders name archives it instead: off the catalogue, its orders kept', async ({
  page,
  admin,
  customer,
  ownTool,
}) => {
  // A pending order names the tool.
  const tool = await ownTool('archive', { newest: true });
  expect((await placeLinesOrder({ token: customer.token, lines: [{ toolId: tool.id, quantity: 1 }] })).status).toBe(
    201,
  );
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this product?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(`Tools: ${tool.id} has open orders, so it was archived`)).toBeVisible();
  // All Products lists archived tools too, marked; on the catalogue only, it is gone.
  await expect(row).toContainText('Archived');
  // An archived tool still opens for editing (its figures can be corrected before it returns).
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${tool.toolName}` });
  await expect(dialog.getByLabel('Available Piece')).not.toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Archived').selectOption({ label: 'On the catalogue' });
  await expect(page).toHaveURL(/archived=false/);
  await expect(row).toHaveCount(0);
  await page.goto('/dashboard/all-orders');
  await expect(page.getByRole('grid', { name: 'All orders' })).toContainText(tool.toolName);
});

test('the admin adds a product with an image, a SKU and a category, and All Products lists it', async ({
  page,
  admin,
}) => {
  requireStorageEmulator();
  const name = `Dovetail Marker ${Date.now()}`;
  await startSignedIn(page, admin);
  await page.goto('/dashboard/add-product');
  await expect(page.getByRole('heading', { name: 'Tools Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Tools name is required')).toBeVisible();
  await expect(page.getByText('SKU is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Choose an image of the tool')).toBeVisible();

  await page.getByLabel('Tools Name').fill(name);
  await page.getByLabel('Price').fill('0');
  await expect(page.getByText('Price must be above 0')).toBeVisible();
  await page.getByLabel('Price').fill('14.75');
  await page.getByLabel('Available Piece').fill('300');
  await page.getByLabel('Min Order').fill('12');
  await page.getByLabel('Description').fill('A brass dovetail marker for laying out 1:6 and 1:8 tails.');
  await page.getByLabel('SKU').fill('mrk-dovetail');
  await page.getByLabel('SKU').blur();
  await expect(page.getByText('SKU must be 3 to 32 upper-case letters, digits or -')).toBeVisible();
  // A SKU another tool has: the API's 409 lands under the field.
  await page.getByLabel('SKU').fill(demoTools[1]!.sku);
  await page.getByLabel('Category').selectOption({ label: 'Measuring & Marking' });

  // Volume pricing, checked as the API checks it.
  await page.getByRole('button', { name: 'Add a price break' }).click();
  await page.getByLabel('Tier 1: from pieces').fill('12');
  await page.getByLabel('Tier 1: price a piece').fill('15');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('The first tier must start above the minimum order (12 pieces)')).toBeVisible();
  await page.getByLabel('Tier 1: from pieces').fill('50');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('A tier must cost less than the list price ($14.75)')).toBeVisible();
  await page.getByLabel('Tier 1: price a piece').fill('13.5');
  await page.getByRole('button', { name: 'Add a price break' }).click();
  await page.getByLabel('Tier 2: from pieces').fill('40');
  await page.getByLabel('Tier 2: price a piece').fill('12');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Each tier must start at a larger quantity than the one before')).toBeVisible();
  await page.getByRole('button', { name: 'Remove tier 2' }).click();

  await page
    .getByTestId('tool-photo-input')
    .setInputFiles({ name: 'marker.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`SKU ${demoTools[1]!.sku} is already used by another tool`).first()).toBeVisible({
    timeout: 20_000,
  });
  const sku = `MRK-DOVETAIL-${Date.now()}`;
  await page.getByLabel('SKU').fill(sku);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Tool Added Successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Tools Name')).toHaveValue('');

  // Newest first: All Products lists it on its first page.
  await page.goto('/dashboard/all-products');
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toContainText(name);
  await expect(row).toContainText('$14.75');
  await expect(row.getByRole('img', { name })).toHaveAttribute(
    'src',
    /\/v0\/b\/demo-toolshub\.appspot\.com\/o\/tools%2F/,
  );
});

test('the admin gives a tool volume pricing in the edit dialog, and its purchase page shows the tiers', async ({
  page,
  admin,
  ownTool,
}) => {
  const tool = await ownTool('tiers', { priceCents: 1000, minOrder: 5, newest: true });
  await startSignedIn(page, admin);
  await page.goto('/dashboard/all-products');
  const row = page.locator(`[data-testid="product-row"][data-tool-id="${tool.id}"]`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${tool.toolName}` });
  await expect(dialog.getByLabel('SKU')).toHaveValue(tool.sku);
  await expect(dialog.getByLabel('Category')).toHaveValue(tool.category);
  await dialog.getByRole('button', { name: 'Add a price break' }).click();
  await dialog.getByLabel('Tier 1: from pieces').fill(String(tool.minOrder * 4));
  await dialog.getByLabel('Tier 1: price a piece').fill(String(tool.price + 1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/A tier must cost less than the list price/)).toBeVisible();
  await dialog.getByLabel('Tier 1: price a piece').fill('6.95');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Tools: ${tool.id} updated`)).toBeVisible();

  await page.goto(`/order/${tool.id}`);
  const tiers = page.getByTestId('price-tiers');
  await expect(tiers).toContainText(`${tool.minOrder * 4} or more`);
  await expect(tiers).toContainText('$6.95');
  await expect(page.getByTestId('tier-applied')).toContainText(`$${tool.price.toFixed(2)}`);
});

test('the admin sees the help-banner inquiries, newest first', async ({ page, admin }) => {
  const first = `first-${Date.now()}@joinery.example`;
  const second = `second-${Date.now()}@joinery.example`;
  await page.goto('/');
  // The banner's form loads when the banner is scrolled near.
  await page.getByRole('region', { name: 'Need help to customize your order?' }).scrollIntoViewIfNeeded();
  for (const email of [first, second]) {
    await page
      .getByRole('textbox', { name: /e-?mail/i })
      .last()
      .fill(email);
    // The first inquiry's thanks is still shown while the second is on its way: waiting for a thanks
    // alone let the journey leave the page and cancel the second inquiry's request.
    const stored = page.waitForResponse(
      (response) => response.url().endsWith('/api/inquiry') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await stored).status()).toBe(201);
    await expect(page.getByText('Thanks! We will e-mail you about your custom order.').last()).toBeVisible();
  }
  await startSignedIn(page, admin);
  await page.goto('/dashboard/inquiries');
  await expect(page.getByRole('heading', { name: /^Inquiries \(\d+\)$/ })).toBeVisible();
  const rows = page.getByRole('row');
  // Both drawn before the order is read: the grid may draw its first row before the others.
  await expect(rows.filter({ hasText: second })).toHaveCount(1);
  await expect(rows.filter({ hasText: first })).toHaveCount(1);
  const texts = await rows.allInnerTexts();
  expect(texts.findIndex((text) => text.includes(second))).toBeLessThan(
    texts.findIndex((text) => text.includes(first)),
  );
});
