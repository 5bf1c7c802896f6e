import { describe, expect, it } from 'vitest';
import { hostingUrl } from './helpers/emulators';

/** GET /tools through Hosting's rewrite to the `page` function, as a browser asks for it. */
async function toolsPage(path: string, method = 'GET') {
  const res = await fetch(`${hostingUrl}${path}`, { method });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

type Seed = [unknown[], unknown][];

function seedOf(html: string): Seed | undefined {
  const json = /<script type="application\/json" id="toolshub-seed">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Seed);
}

const unescape = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The cards' tool names, in order. */
const names = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => unescape(m[1] ?? ''));

async function apiPage(path: string) {
  const res = await fetch(`${hostingUrl}/api${path}`);
  return { items: (await res.json()) as { toolName: string }[], total: res.headers.get('x-total-count') };
}

describe('GET /tools, rendered with the page of tools its address asks for', () => {
  it('has the first page of the catalogue in the HTML, with its count, and the same data for the app', async () => {
    const page = await toolsPage('/tools');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.html).toContain('data-prerendered="/tools"');
    expect(page.html).toContain('<title>Tools | Tools Hub</title>');
    const api = await apiPage('/tools?limit=12&total=true');
    expect(names(page.html)).toEqual(api.items.map((t) => t.toolName));
    expect(page.html).toContain(`${api.total} tools`);
    const seed = seedOf(page.html);
    expect(seed?.map(([key]) => key)).toEqual([['tools', 'page', { limit: 12 }], ['categories']]);
    expect((seed?.[0]?.[1] as { items: unknown[] }).items).toEqual(api.items);
    // The next page is a link, so it works before the app hydrates: to the page after this one.
    const href = /<a [^>]*href="(\/tools\?after=[^"]+)"[^>]*>Next page<\/a>/.exec(page.html)?.[1];
    expect(href).toBeDefined();
    const next = await toolsPage(unescape(href!));
    expect(next.status).toBe(200);
    const toolIds = (html: string) => [...html.matchAll(/href="\/order\/([^"?]+)"/g)].map((m) => m[1]);
    expect(toolIds(next.html).length).toBeGreaterThan(0);
    expect(toolIds(page.html)).not.toContain(toolIds(next.html)[0]);
  });

  it('renders a search with its filters and sort as the API answers them', async () => {
    const page = await toolsPage('/tools?q=saw&sort=price&inStock=true');
    const api = await apiPage('/tools?limit=12&q=saw&sort=price&inStock=true&total=true');
    expect(api.items.length).toBeGreaterThan(1);
    expect(names(page.html)).toEqual(api.items.map((t) => t.toolName));
    expect(page.html).toContain(`<title>Tools matching &quot;saw&quot; | Tools Hub</title>`);
    expect(page.html).toContain(`${api.total} tools match &quot;saw&quot;`);
    expect(seedOf(page.html)?.[0]?.[0]).toEqual([
      'tools',
      'page',
      { limit: 12, q: 'saw', sort: 'price', inStock: true },
    ]);
  });

  it('renders the empty state for a search nothing matches', async () => {
    const page = await toolsPage('/tools?q=zzyzx');
    expect(page.status).toBe(200);
    expect(page.html).toContain('No tools match');
    expect(page.html).toContain('Search all tools, not only &quot;zzyzx&quot;');
  });

  it('serves the app without the list for an address the API would refuse (it then shows the message)', async () => {
    for (const path of ['/tools?category=no-such-category', '/tools?after=not-a-cursor']) {
      const page = await toolsPage(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-prerendered="/tools"');
      expect(seedOf(page.html)?.map(([key]) => key[0])).toEqual(['categories']);
    }
  });

  it('reads an unknown sort as the default, and refuses other methods', async () => {
    const page = await toolsPage('/tools?sort=cheapest-first');
    expect(seedOf(page.html)?.[0]?.[0]).toEqual(['tools', 'page', { limit: 12 }]);
    expect((await toolsPage('/tools', 'POST')).status).toBe(405);
  });
});
