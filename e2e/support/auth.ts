import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The demo customer, for the journeys that sign in through the login form (the others make their own). */
export const customer = { email: 'customer@toolshub.example', password: 'customer-pass-123', name: 'Carl Customer' };

const gapiStub = readFileSync(new URL('./gapi-stub.js', import.meta.url), 'utf8');

/** Google's gapi loader is outside our system and offline here: stand in for that one script. */
export async function stubGoogleScripts(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiStub }),
  );
}

export async function signInWithEmail(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in with Google from the login page through the Auth emulator's popup (Google's script
 * stubbed, see stubGoogleScripts) as a new Google account of that name.
 */
export async function signInWithGoogle(page: Page, name: string) {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(`google-${Date.now()}@gmail.example`);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
  await expect(page.getByTestId('account-name')).toHaveText(name);
}
