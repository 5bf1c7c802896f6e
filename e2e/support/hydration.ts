import { expect, type Page } from '@playwright/test';

/**
 * Waits until React runs the page. A pre-rendered page is on screen before that; the theme switch
 * appears only once it is hydrated (the HTML holds its place with an empty box).
 */
export async function expectHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
}
