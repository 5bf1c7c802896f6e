import type { Page } from '@playwright/test';
import { demoTools } from '../emulators/src/demo-data';
import { customer as demoCustomer, signInWithEmail, signInWithGoogle, stubGoogleScripts } from './support/auth';
import { expect, startSignedIn, test } from './support/fixtures';
import { onePixelPng, requireStorageEmulator } from './support/storage';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('registering a new customer leaves them signed in with their name in the menu', async ({ page }) => {
  const email = `new-${Date.now()}@shop.example`;
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Nora Newcomer');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-name')).toHaveText('Nora Newcomer');
  await expect(menu(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the register form says which fields are missing', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a wrong password shows a readable message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('demo-accounts')).toContainText('customer@toolshub.example');
  await signInWithEmail(page, { email: demoCustomer.email, password: 'not-the-password' });
  await expect(page.getByTestId('login-error')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByTestId('login-error')).not.toContainText('auth/');
});

test('/dashboard signed out goes to /login, and back to /dashboard after signing in', async ({ page, customer }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // History was replaced: Back does not return to the login page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a purchase page is open to a visitor, whose order form is the way to sign in and back; an unknown tool is not found', async ({
  page,
  customer,
}) => {
  // A tool the catalogue does not have says so to anyone (and answers 404).
  const gone = await page.goto('/order/no-such-tool');
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Tool not found', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/no-such-tool$/);

  const tool = demoTools[0]!;
  await page.goto(`/order/${tool.id}`);
  await expect(page.getByRole('heading', { name: tool.toolName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in to order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, customer);
  await expect(page).toHaveURL(new RegExp(`/order/${tool.id}$`));
  await expect(page.getByRole('heading', { name: tool.toolName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByTestId('sign-in-to-order')).toHaveCount(0);

  // Signed in, the unknown tool is still not found, with the way back to the catalogue.
  await page.goto('/order/no-such-tool');
  await expect(page.getByRole('heading', { name: 'Tool not found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('Google sign-in works through the Auth emulator popup', async ({ page, context }) => {
  await stubGoogleScripts(context);
  await signInWithGoogle(page, 'Gail Google');
  await expect(page).toHaveURL(/\/$/);
});

test('Google sign-in explains itself when Google cannot be reached', async ({ page, context }) => {
  await context.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByTestId('google-error')).toContainText('Google sign-in could not be reached', {
    timeout: 30_000,
  });
});

test('profile fields edited and saved are still there on a new load, also at /profile', async ({ page, customer }) => {
  await startSignedIn(page, customer);
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await page.getByLabel('Education').fill('City & Guilds Carpentry');
  await page.getByLabel('Location').fill('Sheffield');
  await page.getByLabel('Phone').fill('01142223333');
  await page.getByRole('button', { name: 'Save Info' }).click();
  await expect(page.getByText('User Information Updated')).toBeVisible();
  // A new load of the page by its other address: the same page, with what was saved.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Education')).toHaveValue('City & Guilds Carpentry');
  await expect(page.getByLabel('Location')).toHaveValue('Sheffield');
  await expect(page.getByLabel('Phone')).toHaveValue('01142223333');
});

test('Sign out returns to the signed-out menu', async ({ page, customer }) => {
  await startSignedIn(page, customer);
  await page.goto('/');
  await expect(page.getByTestId('account-name')).toHaveText(customer.name);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('a profile photo is uploaded to Storage and shown after a reload', async ({ page, customer }) => {
  requireStorageEmulator();
  await startSignedIn(page, customer);
  await page.goto('/dashboard/profile');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'not-an-image.txt', mimeType: 'text/plain', buffer: onePixelPng });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
  await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: 'Save Info' }).click();
  await expect(page.getByText('User Information Updated')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const avatar = page.getByRole('img', { name: customer.name }).first();
  await expect(avatar).toHaveAttribute(
    'src',
    new RegExp(`/v0/b/demo-toolshub\\.appspot\\.com/o/avatars%2F${customer.uid}%2F`),
  );
});
