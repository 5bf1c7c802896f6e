import { chromium } from '@playwright/test';
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const base = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'];
const url = process.env.TOOLSHUB_HOSTING_URL!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
const started = Date.now();
for (let i = 0; i < 6; i++) {
  const context = await browser.newContext({ reducedMotion: process.env.REDUCED ? 'reduce' : 'no-preference' });
  const page = await context.newPage();
  for (const path of ['/', '/tools', '/blogs', '/login']) {
    await page.goto(url + path);
    await page.getByRole('button', { name: 'Dark theme' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await context.close();
}
console.log('wall', Date.now() - started);
await browser.close();
