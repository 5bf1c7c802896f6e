import { expect, type Locator, type Page } from '@playwright/test';

/** The three widths every public page is checked at: phone, tablet, desktop. */
export const WIDTHS = [360, 768, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** Columns the 1/2/3 grids (ResponsiveGrid) show at each width. */
export const GRID_COLUMNS: Record<Width, number> = { 360: 1, 768: 2, 1280: 3 };

export async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways (${scrollWidth}px of content in ${innerWidth}px)`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** How many items share the first row of a grid of `items`. */
export async function columnsOf(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return tops.filter((t) => t === tops[0]).length;
}
