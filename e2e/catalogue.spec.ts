import type { Page } from '@playwright/test';
import { demoTools } from '../emulators/src/demo-data';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectHydrated, startedEntry } from './support/hydration';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// A word of descriptions only (no tool's name has it), and the demo saws that have it: searched, never ordered.
const WORD = 'teeth';
const sawsWithWord = demoTools
  .filter((t) => t.category === 'saws' && new RegExp(`\\b${WORD}\\b`, 'i').test(t.toolDescription))
  .sort((a, b) => a.price - b.price);

const cardNames = (page: Page) => page.getByTestId('tool-card').getByRole('heading').allTextContents();
/** Each card's tool, as its Buy Now link names it: other files' tools may share a demo tool's name. */
const cardTools = (page: Page) =>
  page
    .getByTestId('tool-card')
    .getByRole('link', { name: /^Buy Now: / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

test('a buyer finds a tool by a word of its description, narrows and sorts, and orders it at its volume price', async ({
  page,
  customer,
  ownTool,
}) => {
  // This journey's own tools, found by a word only their descriptions have: three saws (one with
  // volume prices, the one it orders) and a chisel. It orders from its own stock, so it can run
  // again and again against the same shop.
  const word = `kerf${Date.now().toString(36)}${test.info().parallelIndex}`;
  // No other word a journey searches for: only this journey's searches find them.
  const description = (what: string) => `Made for ${word} ${what}.`;
  const tiers = [
    { minQuantity: 80, price: 25.6 },
    { minQuantity: 200, price: 24.2 },
  ] as const;
  const [tier1, tier2] = tiers;
  const pullSaw = await ownTool('pullsaw', {
    category: 'saws',
    searchableDescription: description('pullsaws'),
    priceCents: 2740,
    minOrder: 20,
    available: 400,
    priceTiers: tiers.map((t) => ({ minQuantity: t.minQuantity, priceCents: Math.round(t.price * 100) })),
  });
  const saws = [
    pullSaw,
    await ownTool('ripsaw', { category: 'saws', searchableDescription: description('ripsaws'), priceCents: 3100 }),
    await ownTool('coping', { category: 'saws', searchableDescription: description('copingsaws'), priceCents: 1500 }),
  ];
  await ownTool('chisel', { category: 'chisels', searchableDescription: description('paring') });
  const sawsByPrice = [...saws].sort((a, b) => a.price - b.price);

  await startSignedIn(page, customer);
  await page.goto('/');
  await expectHydrated(page);

  // From the navigation to the whole catalogue.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('heading', { name: 'Tools', exact: true, level: 1 })).toBeVisible();
  // Reached in the app (not server-rendered): the first API answers of a signed-in session can be slow.
  // Every tool (other journeys' own tools come and go beside the demo shop's).
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ tools$/, { timeout: 30_000 });
  const everyTool = Number((await page.getByTestId('result-count').textContent())?.split(' ')[0]);
  expect(everyTool).toBeGreaterThanOrEqual(demoTools.length);

  // Search the word of descriptions: the chisel has it too.
  await page.getByLabel('Search tools').fill(word);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await expect(page.getByTestId('result-count')).toHaveText(`${saws.length + 1} tools match "${word}"`);

  // Narrow by category, then sort by price.
  await page.getByLabel('Category').selectOption('saws');
  await expect(page.getByTestId('result-count')).toHaveText(`${saws.length} tools match "${word}"`);
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&category=saws&sort=price$`));
  await expect.poll(() => cardNames(page)).toEqual(sawsByPrice.map((t) => t.toolName));

  // The address holds the state: a reload shows the same, Back undoes the sort.
  await page.reload();
  await expectHydrated(page);
  await expect.poll(() => cardNames(page)).toEqual(sawsByPrice.map((t) => t.toolName));
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&category=saws$`));
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.goForward();
  await expect(page.getByLabel('Sort by')).toHaveValue('price');

  // A card with tiers says "from" its lowest price.
  const card = page.getByTestId('tool-card').filter({ hasText: pullSaw.toolName });
  const lowest = Math.min(...tiers.map((t) => t.price));
  await expect(card.getByTestId('card-price')).toHaveText(`from ${money(lowest)}`);
  await card.getByRole('link', { name: `Buy Now: ${pullSaw.toolName}` }).click();

  // The purchase page: the tier table follows the quantity typed.
  await expect(page.getByRole('heading', { name: pullSaw.toolName })).toBeVisible();
  const applied = page.getByTestId('tier-applied');
  await expect(applied).toContainText(`${pullSaw.minOrder}–${tier1.minQuantity - 1}`);
  await expect(applied).toContainText(money(pullSaw.price));
  await expect(page.getByTestId('order-saving')).toHaveCount(0);

  const quantity = page.getByLabel('Quantity (pieces)');
  await quantity.fill(String(tier1.minQuantity));
  await expect(applied).toContainText(`${tier1.minQuantity}–${tier2.minQuantity - 1}`);
  await expect(applied).toContainText(money(tier1.price));
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(tier1.price * tier1.minQuantity)}`);
  const saving = (pullSaw.price - tier1.price) * tier1.minQuantity;
  await expect(page.getByTestId('order-saving')).toContainText(`you save ${money(saving)}`);

  await quantity.fill(String(tier2.minQuantity));
  await expect(applied).toContainText(`${tier2.minQuantity} or more`);
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(tier2.price * tier2.minQuantity)}`);

  // One below the first tier: back to the list price.
  await quantity.fill(String(tier1.minQuantity - 1));
  await expect(applied).toContainText(money(pullSaw.price));
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${money(pullSaw.price * (tier1.minQuantity - 1))}`);

  // Order at the first tier's price: the bill is the tier's.
  await quantity.fill(String(tier1.minQuantity));
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('3 Bench Row, Sheffield');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Order placed: order ID \S+/)).toBeVisible();

  await page.goto('/dashboard');
  const row = page.getByTestId('order-row').filter({ hasText: pullSaw.toolName });
  await expect(row.first()).toContainText(money(tier1.price * tier1.minQuantity));
});

test("a visitor's catalogue runs its islands only: a search goes when it is sent, each filter loads from the server, offline too", async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).search);
  });
  const appEntry = await startedEntry(page, '/cart');
  await page.goto('/tools');
  await expectHydrated(page);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ tools$/);
  const search = page.getByLabel('Search tools');
  await search.fill(WORD);
  // The filters are React's once their code is here (the island's chunk); until then the form is
  // the HTML's, which sends the same search as a GET.
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tools\?q=teeth$/);
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^\\d+ tools match "${WORD}"$`));
  await expect(page.getByLabel('Search tools')).toHaveValue(WORD);
  await expectHydrated(page);
  await expect(page.getByRole('option', { name: /^Saws \(\d+\)$/ })).toBeAttached();
  await page.getByLabel('Category').selectOption('saws');
  await expect(page).toHaveURL(/\/tools\?q=teeth&category=saws$/);
  await expect(page.getByTestId('result-count')).toHaveText(`${sawsWithWord.length} tools match "${WORD}"`);
  await expect.poll(() => cardTools(page)).toHaveLength(sawsWithWord.length);
  // Each a page of its own from the server, Back included; never the app's code.
  expect(documents).toEqual(['', '?q=teeth', '?q=teeth&category=saws']);
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Search tools')).toHaveValue(WORD);
  expect(scripts).not.toContain(appEntry);

  // Offline, a change waits on this page (with its notice), not on the browser's error page.
  await expectHydrated(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page.getByRole('status', { name: 'Looking for tools…' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^\\d+ tools match "${WORD}"$`));
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/tools\?q=teeth&sort=price$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
});

test('a search nothing matches says what to change, and widening it brings tools back', async ({ page }) => {
  await page.goto('/tools?q=zzyzx&category=saws&inStock=true');
  await expectHydrated(page);
  const empty = page.getByTestId('catalogue-empty');
  await expect(empty).toContainText('No tools match');
  await expect(page.getByTestId('result-count')).toHaveText('0 tools match "zzyzx"');
  await empty.getByRole('link', { name: 'Search all tools, not only "zzyzx"' }).click();
  await expect(page).toHaveURL(/\/tools\?category=saws&inStock=true$/);
  await expect(page.getByLabel('Search tools')).toHaveValue('');
  await expect(page.getByTestId('tool-card').first()).toBeVisible();
});

test('the catalogue pages forward and back without repeating a tool, and Home links to it', async ({
  page,
  customer,
}) => {
  // The app's catalogue: 'Previous page' goes Back (a visitor's pages load from the server, whose
  // pages offer 'First page').
  await startSignedIn(page, customer);
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('link', { name: 'View all tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('heading', { name: 'Tools', exact: true, level: 1 })).toBeVisible();
  // Three pages forward (the catalogue holds other files' and journeys' tools too, and they come
  // and go while this walks: the cursor must still never repeat a tool), then one back.
  const pages: string[][] = [];
  for (;;) {
    await expect(page.getByTestId('tool-card').first()).toBeVisible();
    pages.push(await cardTools(page));
    const next = page.getByRole('link', { name: 'Next page' });
    if (pages.length === 3 || (await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(/after=/);
    await expect.poll(() => cardTools(page)).not.toEqual(pages[pages.length - 1]);
  }
  expect(pages.length, 'the catalogue holds more than two pages').toBe(3);
  const seen = pages.flat();
  expect(new Set(seen).size).toBe(seen.length);
  expect(pages.map((tools) => tools.length)).toEqual([12, 12, 12]);
  // Back to the second page: as it was (the app's cache), or as the API answers its address now
  // (other journeys add and remove tools meanwhile, which moves tools between pages).
  const answers: string[][] = [];
  page.on('response', async (response) => {
    if (!/\/api\/tools\?.*after=/.test(response.url()) || !response.ok()) return;
    const tools = (await response.json().catch(() => [])) as { _id: string }[];
    answers.push(tools.map((tool) => `/order/${tool._id}`));
  });
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/after=/);
  await expect
    .poll(async () => {
      const shown = await cardTools(page);
      return shown.length === 12 && [pages[1], ...answers].some((expected) => expected!.join() === shown.join());
    })
    .toBe(true);
});

test("skeletons hold the grid while a page of tools loads (the app's, a signed-in buyer's catalogue)", async ({
  page,
  customer,
}) => {
  await startSignedIn(page, customer);
  await page.goto('/tools');
  await expectHydrated(page);
  // Hold the next answer until the skeletons have been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/tools' && url.searchParams.get('sort') === 'name',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page.getByTestId('tool-skeletons')).toBeVisible();
  release();
  await expect(page.getByTestId('tool-skeletons')).toHaveCount(0);
  await expect(page.getByTestId('tool-card').first()).toBeVisible();
});
