import { expect, test } from './support/fixtures';
import { demoReviews, demoTools } from '../emulators/src/demo-data';

test.describe('home page', () => {
  test('shows the 6 most ordered tools from Firestore with working Buy Now links', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('tool-card');
    await expect(cards).toHaveCount(6);
    // The most ordered six, most first: the seed's past sales make them demoTools' first six, in order.
    for (const [i, tool] of demoTools.slice(0, 6).entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: tool.toolName })).toBeVisible();
      await expect(card).toContainText(`Minimum Order: ${tool.minOrder}`);
      await expect(card.getByRole('link', { name: `Buy Now: ${tool.toolName}` })).toHaveAttribute(
        'href',
        `/order/${tool.id}`,
      );
    }
    await expect(cards.first()).toContainText(`${demoTools[0]!.toolDescription.split(' ').slice(0, 10).join(' ')}...`);
  });

  test('shows the reviews grid', async ({ page }) => {
    await page.goto('/');
    const reviews = page.getByTestId('review-card');
    await expect(reviews).toHaveCount(6);
    await expect(reviews.first()).toContainText(demoReviews[0]!.reviewerName);
    await expect(reviews.first()).toContainText(`Rating: ${demoReviews[0]!.reviewRating}`);
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
