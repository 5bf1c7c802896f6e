import { expect, type Locator, type Page } from '@playwright/test';

/** The three widths every public page is checked at: phone, tablet, desktop. */
export const WIDTHS = [360, 768, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** Columns the 1/2/3 grids (ResponsiveGrid) show at each width. */
export const GRID_COLUMNS: Record<Width, number> = { 360: 1, 768: 2, 1280: 3 };

export async function expectNoHorizontalScroll(page: Page, where: string, { soft = false } = {}) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  (soft ? expect.soft : expect)(
    scrollWidth,
    `${where} scrolls sideways (${scrollWidth}px of content in ${innerWidth}px)`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** How many items share the first row of a grid of `items`. */
export async function columnsOf(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}

/** Every route of the shop is checked at these widths (e2e/every-page.spec.ts). */
export const PAGE_WIDTHS = [360, 390, 768, 1280] as const;
/** ... and a full-page screenshot of it saved at these. */
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

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
