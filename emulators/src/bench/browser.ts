import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromePath, playwrightChromiumArgs } from '../chromium';
import { demoAccounts } from '../demo-data';

export { chromeFlags, chromePath } from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: playwrightChromiumArgs });
}

export const benchCustomer = (() => {
  const account = demoAccounts.find((a) => !a.admin);
  if (!account) throw new Error('The demo data has no customer account');
  return account;
})();

/** Signs the demo customer in through the login page, as a person would; the session stays in the context. */
export async function signInAsCustomer(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(benchCustomer.email);
  await page.getByLabel('Password').fill(benchCustomer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('account-name').waitFor({ timeout: 30_000 });
  await page.close();
}

/** Empties the HTTP cache, so the next visit downloads everything again (the session stays). */
export async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
