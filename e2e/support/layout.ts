import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The three widths every public page is checked at: phone, tablet, desktop. */
export const WIDTHS = [360, 768, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** Columns the 1/2/3 grids (ResponsiveGrid) show at each width. */
export const GRID_COLUMNS: Record<Width, number> = { 360: 1, 768: 2, 1280: 3 };

/**
 * The document is no wider than the window. Polled until the layout settles: right after a resize
 * the page may not have drawn its narrow layout yet (a busy machine takes a moment to re-render).
 */
export async function expectNoHorizontalScroll(page: Page, where: string, { soft = false, settleMs = 10_000 } = {}) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  let settled = true;
  await expect
    .poll(overflow, { timeout: settleMs })
    .toBeLessThanOrEqual(0)
    .catch(() => (settled = false));
  if (settled) return;
  const culprits = (await pastTheRightEdge(page)).join('; ') || 'no element found';
  (soft ? expect.soft : expect)(
    await overflow(),
    `${where} scrolls sideways (by this many px); past the window's right edge: ${culprits}; ${await widthSeenByMediaQueries(page)}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * The innermost elements whose box reaches past the window's right edge (tag, classes, test id,
 * left and right edges, and the window's width): what a failed no-sideways-scroll check names, so
 * a failure that does not come again can still be read from the run's output.
 */
export async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const outside = [...document.body.querySelectorAll('*')].filter(sticksOut);
    const innermost = outside.filter((element) => ![...element.children].some(sticksOut));
    return innermost.slice(0, 8).map((element) => {
      const box = element.getBoundingClientRect();
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? `[data-testid=${testId}]` : ''} from ${Math.round(box.left)} to ${Math.round(box.right)} px in a window ${width} px wide`;
    });
  });
}

/**
 * The width the page's CSS media queries see (as `matchMedia` answers) beside the window's own, for
 * a failed sideways-scroll check's message. When they agree and the page still draws its wide layout,
 * the browser's styles are behind while its media queries are not: what every-page's flake was
 * (mended by lib/restyle-at-breakpoints.ts in the app).
 */
export async function widthSeenByMediaQueries(page: Page): Promise<string> {
  const { inner, media } = await page.evaluate(() => {
    // The widest `min-width` that matches: a binary search over whole pixels.
    let low = 0;
    let high = 100_000;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (matchMedia(`(min-width: ${middle}px)`).matches) low = middle;
      else high = middle - 1;
    }
    return { inner: window.innerWidth, media: low };
  });
  return media === inner
    ? `media queries see the window's ${inner} px`
    : `media queries see ${media} px in a window ${inner} px wide: the browser's style is behind its resize`;
}

/** How many items share the first row of a grid of `items`. */
export async function columnsOf(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

/** Every route of the shop is checked at these widths (e2e/every-page.spec.ts). */
export const PAGE_WIDTHS = [360, 390, 768, 1280] as const;
/** ... and a full-page screenshot of it saved at these, when asked for (`keepingScreenshots`). */
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

/**
 * Full-page screenshots for a person to look through, only with TOOLSHUB_E2E_SCREENSHOTS=1: a run
 * on CI keeps nothing but its output, and they took a fifth of every-page.spec.ts's CPU (144 -> 121
 * and 170 -> 131 s of the machine's, in pairs of runs against one suite).
 */
const keepingScreenshots = process.env.TOOLSHUB_E2E_SCREENSHOTS === '1';

/** Saves the page, from its top, to test-results/screenshots/{name}.png when screenshots are kept. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!keepingScreenshots) return;
  await mkdir('test-results/screenshots', { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * Fails if any element of the page is scrolled sideways (a grid scrolled to show its last
 * column): at desktop widths everything a page holds must be reachable without that.
 */
export async function expectNothingScrolledSideways(page: Page, where: string, { soft = false } = {}) {
  const scrolled = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.scrollLeft > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
  (soft ? expect.soft : expect)(scrolled, `${where}: elements scrolled sideways to show an action`).toEqual([]);
}

/** `/dashboard/orders/x` → `dashboard-orders-x`. */
const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';

/**
 * The page as it stands, at `width` (the viewport is resized in place, no reload): the document
 * does not scroll sideways, each of its primary `actions` is inside the viewport once scrolled
 * to, at 1280 px nothing had to scroll sideways to show them, and at SCREENSHOT_WIDTHS a
 * full-page screenshot goes to test-results/screenshots/{role}-{path}-{width}.png (when kept). Soft checks:
 * one run names every page and width that does not fit.
 */
export async function lookAtWidth(page: Page, { role, path, width, actions = [] }: WidthLook) {
  const where = `${path} as ${role} at ${width} px`;
  await page.setViewportSize({ width, height: 844 });
  await expectNoHorizontalScroll(page, where, { soft: true });
  for (const action of actions) {
    // A list may redraw its first row while other journeys write (a new order, a new tool): find it again.
    await expect(() => action.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 20_000 });
    // 0.99, not 1: a box laid out on a fraction of a pixel is never wholly inside by the observer's count.
    await expect.soft(action, `${where}: ${action.toString()} inside the viewport`).toBeInViewport({ ratio: 0.99 });
    if (width >= 1280) await expectNothingScrolledSideways(page, where, { soft: true });
  }
  if ((SCREENSHOT_WIDTHS as readonly number[]).includes(width))
    await saveScreenshot(page, `${role}-${slug(path)}-${width}`);
}

export interface WidthLook {
  role: string;
  path: string;
  width: number;
  actions?: Locator[];
}
