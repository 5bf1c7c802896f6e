import { expect, test } from './support/fixtures';
import { verificationLinkFor } from './support/inbox';

test('a new customer registers, sees why ordering waits, verifies from the local inbox and orders', async ({
  page,
  context,
  ownTool,
}) => {
  test.slow();
  const tool = await ownTool('verify', { minOrder: 5 });
  const name = 'Vera Verify';
  const email = `vera-${Date.now().toString(36)}@verify.example`;
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  // Once signed in, the page asks the API for the message; leaving the page before the answer
  // (the full navigation below) would cancel that request.
  const messageAsked = page.waitForResponse(
    (res) => res.url().endsWith('/api/user/verification') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(name);
  expect((await messageAsked).status()).toBe(202);

  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(`We sent a link to ${email}`);

  // The purchase page's form says why it cannot order yet.
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByRole('heading', { name: tool.toolName })).toBeVisible();
  await expect(page.getByTestId('verify-email-notice')).toContainText(
    `Ordering needs a verified e-mail address. Open the link we sent to ${email}`,
  );
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();

  // Claiming too early changes nothing.
  await banner.getByRole('button', { name: 'I have verified' }).click();
  await expect(page.getByText('Your address is not verified yet')).toBeVisible();
  await expect(placeOrder).toBeDisabled();

  // The message registration asked for, opened from the local inbox: the Auth emulator verifies the
  // address and sends the reader back to the shop.
  const link = await verificationLinkFor(email);
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab).toHaveURL(/\/$/);
  await mailTab.close();

  await banner.getByRole('button', { name: 'I have verified' }).click();
  await expect(page.getByText('Your e-mail address is verified: you can order now')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('verify-email-notice')).toBeHidden();

  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('12 Inbox Row, York');
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();
});
