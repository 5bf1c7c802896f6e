import { expect, test } from './support/fixtures';
import type { Review, Tool } from '@toolshub/shared';
import { callApi } from '../emulators/src/api-client';

test.describe('home page', () => {
  // Home shows what the shop holds now: other files' orders and reviews move its rankings, so each
  // check compares the page with the API's answer of the same moment (and tries again if they moved).
  test('shows the 6 most ordered tools from Firestore with working Buy Now links', async ({ page }) => {
    await expect(async () => {
      const popular = (await callApi<Tool[]>('GET', '/tools?sort=popular&limit=6')).body!;
      expect(popular).toHaveLength(6);
      await page.goto('/');
      const cards = page.getByTestId('tool-card');
      await expect(cards).toHaveCount(6);
      for (const [i, tool] of popular.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { name: tool.toolName })).toBeVisible({ timeout: 2_000 });
        await expect(card).toContainText(`Minimum Order: ${tool.minOrder}`, { timeout: 2_000 });
        await expect(card.getByRole('link', { name: `Buy Now: ${tool.toolName}` })).toHaveAttribute(
          'href',
          `/order/${tool._id}`,
          { timeout: 2_000 },
        );
      }
      await expect(cards.first()).toContainText(`${popular[0]!.toolDescription.split(' ').slice(0, 10).join(' ')}...`, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
  });

  test('shows the reviews grid', async ({ page }) => {
    await expect(async () => {
      const newest = (await callApi<Review[]>('GET', '/reviews?limit=6')).body!;
      await page.goto('/');
      const reviews = page.getByTestId('review-card');
      await expect(reviews).toHaveCount(6);
      await expect(reviews.first()).toContainText(newest[0]!.reviewerName, { timeout: 2_000 });
      await expect(reviews.first()).toContainText(`Rating: ${newest[0]!.reviewRating}`, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  });

  test('lays the tools out 3 / 2 / 1 per row', async ({ page }) => {
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [360, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const cards = page.getByTestId('tool-card');
      await expect(cards).toHaveCount(6);
      const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(tops.filter((t) => t === tops[0]).length, `columns at ${width}px`).toBe(columns);
    }
  });

  test('has the footer with the current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(
      `Copyright © ${new Date().getFullYear()} Tools-Hub. All Rights Reserved.`,
    );
  });
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('tool-card')).toHaveCount(6);
});
