import { expect, type Page } from '@playwright/test';
import { APP_START_ELEMENT_ID } from '../../web/src/prerender/compose-page';

/**
 * Waits until React runs the page. A pre-rendered page is on screen before that; the theme switch
 * appears only once it is hydrated (the HTML holds its place with an empty box).
 */
export async function expectHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
}

/** Records every element removed from <main> from the first byte on, and every error the page reports. */
export async function watchTakeover(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('main')) continue;
        for (const node of record.removedNodes) {
          // Loading indicators (role=status) give way to what they wait for: that is the point of them.
          if (node instanceof Element && node.getAttribute('role') !== 'status')
            removed.push(node.outerHTML.slice(0, 120));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    removed: () => page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain),
  };
}

/**
 * The module a page's HTML starts (the islands entry or the app's), the modules it preloads beside
 * it, and those it evaluates one a task before the entry (an app page's: the entry's own imports).
 */
export async function pageStart(
  page: Page,
  path: string,
): Promise<{ entry: string; preloads: string[]; evaluate: string[] }> {
  const html = await (await page.request.get(path)).text();
  const start = new RegExp(`<script type="application/json" id="${APP_START_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  const parsed = start ? (JSON.parse(start) as { entry?: string; preloads?: string[]; evaluate?: string[] }) : {};
  if (!parsed.entry) throw new Error(`${path} names no entry module`);
  return { entry: parsed.entry, preloads: parsed.preloads ?? [], evaluate: parsed.evaluate ?? [] };
}

/**
 * The modules that start the app on a page: its entry and, on an app page, the last of the modules
 * evaluated before it, which is the one that runs the app (the entry's last import: the page
 * evaluates it ahead of the entry itself, START_APP_AFTER_FIRST_PAINT). Holding the entry alone
 * holds nothing back there.
 */
export async function appStarters(page: Page, path: string): Promise<string[]> {
  const { entry, evaluate } = await pageStart(page, path);
  const last = evaluate.at(-1);
  return last ? [entry, last] : [entry];
}

/** The module a page's HTML starts (the islands entry or the app's). */
export async function startedEntry(page: Page, path: string): Promise<string> {
  return (await pageStart(page, path)).entry;
}
