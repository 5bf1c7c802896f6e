import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromePath, playwrightChromiumArgs } from '../chromium';
import { demoAccounts } from '../demo-data';

export { chromeLauncherFlags, chromePath } from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: playwrightChromiumArgs });
}

function demoAccount(role: 'customer' | 'admin') {
  const account = demoAccounts.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`The demo data has no ${role} account`);
  return account;
}

/** Signs a demo account in through the login page, as a person would; the session stays in the context. */
export async function signInAs(context: BrowserContext, base: string, role: 'customer' | 'admin'): Promise<void> {
  const account = demoAccount(role);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('account-name').waitFor({ timeout: 30_000 });
  await page.close();
}

/** Forgets the session: the shop's storage (IndexedDB, Web Storage) is emptied; the HTTP cache is not. */
export async function signOutOf(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
  await cdp.detach();
  await page.close();
}

/** Empties the HTTP cache, so the next visit downloads everything again (the session stays). */
export async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
