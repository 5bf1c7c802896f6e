import { describe, expect, it } from 'vitest';
import { API_BASE, API_HEADERS, endpoints } from '@toolshub/shared';
import { hostingUrl } from './helpers/emulators';

/** GET / and /home through Hosting's rewrite to the `page` function, as a browser asks for them. */
async function homePage(path: string, method = 'GET') {
  const res = await fetch(`${hostingUrl}${path}`, { method });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
}

type Seed = [unknown[], unknown][];

function seedOf(html: string): Seed {
  const json = /<script type="application\/json" id="toolshub-seed">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? [] : (JSON.parse(json) as Seed);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${hostingUrl}${API_BASE}${path}`)).json()) as T;
}

describe('Home, rendered per request with its popular tools and reviews', () => {
  for (const path of ['/', '/home']) {
    it(`${path} has the popular tools and the reviews in the HTML, the same data for the app, and a short CDN cache`, async () => {
      // Other files add tools, orders and reviews meanwhile: the page is compared with the API's
      // answer of the same moment (the same before and after the page was read).
      const current = () =>
        Promise.all([
          api<{ toolName: string }[]>(endpoints.listTools.path({ limit: 6, sort: 'popular' })),
          api<{ reviewerName: string }[]>(endpoints.listReviews.path({ limit: 6 })),
        ]);
      let read: { page: Awaited<ReturnType<typeof homePage>>; data: Awaited<ReturnType<typeof current>> } | null = null;
      for (let attempt = 0; attempt < 10 && !read; attempt += 1) {
        const before = await current();
        const page = await homePage(path);
        if (JSON.stringify(await current()) === JSON.stringify(before)) read = { page, data: before };
      }
      expect(read, 'the popular tools and reviews held still long enough to read the page').not.toBeNull();
      const { page, data } = read!;
      const [tools, reviews] = data;
      expect(page.status).toBe(200);
      expect(page.html).toContain(`data-prerendered="${path}"`);
      expect(page.html).toContain('<title>Home | Tools Hub</title>');
      expect(page.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
      expect(tools).toHaveLength(6);
      for (const tool of tools) expect(page.html).toContain(escapeHtml(tool.toolName));
      for (const review of reviews) expect(page.html).toContain(escapeHtml(review.reviewerName));
      const seed = seedOf(page.html);
      expect(seed.map(([key]) => key[0])).toEqual(['tools', 'reviews']);
    });
  }

  it('is sent compressed to a client that takes it (brotli, then gzip), and as it is to one that does not', async () => {
    const sizes = { br: 0, gzip: 0, identity: 0 };
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const res = await fetch(`${hostingUrl}/`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      const html = await res.text();
      expect(html).toContain('data-prerendered="/"');
      sizes[encoding] = Number(res.headers.get('content-length'));
    }
    expect(sizes.br).toBeLessThan(sizes.identity / 3);
    expect(sizes.gzip).toBeLessThan(sizes.identity / 3);
  });

  it("says in the emulators what it read, as the API does (the bench counts Home's reads there)", async () => {
    const res = await fetch(`${hostingUrl}/`);
    await res.arrayBuffer();
    // Six popular tools (read with one more for the next link) and the reviews, at the least.
    expect(Number(res.headers.get(API_HEADERS.firestoreReads))).toBeGreaterThanOrEqual(7);
    // Home shows no count of the tools: it reads none (a count() is a read per 1,000 tools).
    expect(res.headers.get(API_HEADERS.firestoreCountReads) ?? '0').toBe('0');
    expect(res.headers.get(API_HEADERS.serverTiming)).toMatch(/total;dur=/);
  });

  it('answers only reads', async () => {
    expect((await homePage('/', 'POST')).status).toBe(405);
  });
});
