import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@toolshub/shared';
import { hostingUrl } from './helpers/emulators';
import { createTool } from './helpers/tools';

/** GET /order/{id} through Hosting's rewrite to the `page` function, as a browser asks for it. */
async function purchasePage(path: string, method = 'GET') {
  const res = await fetch(`${hostingUrl}${path}`, { method });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

/** The query data the page carries for the browser, parsed. */
function seedOf(html: string): unknown {
  const json = /<script type="application\/json" id="toolshub-seed">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('GET /order/{id}, rendered with its tool', () => {
  it('has the tool in the HTML, its title, and the same tool as data for the app', async () => {
    const id = await createTool({
      toolName: 'Dovetail Saw <fine> & "sharp"',
      priceCents: 2450,
      minOrder: 10,
      available: 900,
    });
    const page = await purchasePage(`/order/${id}`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.html).toContain('data-prerendered="/order/:id"');
    expect(page.html).toContain('<title>Order Dovetail Saw &lt;fine&gt; &amp; &quot;sharp&quot; | Tools Hub</title>');
    expect(page.html).toContain('Dovetail Saw &lt;fine&gt; &amp; &quot;sharp&quot;</h1>');
    expect(page.html).toContain('Price/Piece: <!-- -->$24.50');
    // The data cannot end its <script> early, and matches GET /api/tool/{id}.
    expect(page.html).not.toContain('<fine>');
    const api = (await (await fetch(`${hostingUrl}${API_BASE}${endpoints.getTool.path(id)}`)).json()) as unknown;
    expect(seedOf(page.html)).toEqual([[['tools', 'detail', id], api]]);
  });

  it('says a tool that does not exist is not found, in its HTML and its data (none), as a 404', async () => {
    const page = await purchasePage('/order/no-such-tool-anywhere');
    expect(page.status).toBe(404);
    expect(page.html).toContain('data-prerendered="/order/:id"');
    // A visitor's page is this HTML (its islands aside): it must say so itself, not wait for the app.
    expect(page.html).toContain('<title>Tool not found | Tools Hub</title>');
    expect(page.html).toContain('with id no-such-tool-anywhere<!-- --> in our catalogue');
    expect(seedOf(page.html)).toEqual([[['tools', 'detail', 'no-such-tool-anywhere'], null]]);
    // An id that cannot be one (too long for a document id) is not found either.
    const long = await purchasePage(`/order/${'x'.repeat(2000)}`);
    expect(long.status).toBe(404);
    expect(long.html).toContain('Tool not found');
  });

  it("is open to a visitor, whose order form asks them to sign in (an island of the visitor's page)", async () => {
    const id = await createTool({ toolName: 'Marking Gauge', priceCents: 1800, minOrder: 5, available: 50 });
    const page = await purchasePage(`/order/${id}`);
    // The form waits for the session in the HTML; the island asks a visitor to sign in.
    expect(page.html).toContain(`data-island="order-form" data-island-props="{&quot;tool&quot;:&quot;${id}&quot;}"`);
    expect(page.html).toContain('aria-label="Checking your session"');
    // Started by the islands entry, with the island's own module preloaded beside it.
    expect(page.html).toMatch(/"entry":"\/assets\/islands-[^"]+\.js"/);
    expect(page.html).toMatch(/"preloads":\[[^\]]*"\/assets\/OrderFormSlot-[^"]+\.js"/);
  });

  it('answers an address no route knows with 404 and the app, and refuses other methods', async () => {
    const unknown = await purchasePage('/order/a/b');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"');
    const post = await purchasePage('/order/claw-hammer', 'POST');
    expect(post.status).toBe(405);
  });
});
