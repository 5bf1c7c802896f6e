import { describe, expect, it } from 'vitest';
import { hostingUrl } from './helpers/emulators';

/** GET /dashboard/orders/{id} through Hosting's rewrite to the `page` function, as a browser asks for it. */
async function orderPage(path: string, method = 'GET') {
  const res = await fetch(`${hostingUrl}${path}`, { method });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    cache: res.headers.get('cache-control'),
    html: await res.text(),
  };
}

describe("GET /dashboard/orders/{id}, rendered as the page's frame", () => {
  it("has the order's id in its heading, the dashboard's drawer and a spinner, and no order data", async () => {
    const page = await orderPage('/dashboard/orders/order-%3Cb%3E%2042');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.cache).toBe('no-cache');
    expect(page.html).toContain('data-prerendered="/dashboard/orders/:id"');
    expect(page.html).toContain('<title>Order details | Tools Hub</title>');
    // The id as the address spells it, escaped: the heading the app draws once it has the order.
    expect(page.html).toMatch(/<h1[^>]*id="order-heading"[^>]*>Order <!-- -->order-&lt;b&gt; 42<\/h1>/);
    expect(page.html).not.toContain('<b>');
    expect(page.html).toContain('aria-label="Dashboard"');
    expect(page.html).toContain('aria-label="Loading the order"');
    // Nothing read for it: the order is the signed-in owner's, which the browser asks the API for.
    expect(page.html).not.toContain('id="toolshub-seed"');
  });

  it('leaves a deeper address to the app, and refuses other methods', async () => {
    const deeper = await orderPage('/dashboard/orders/a/b');
    expect(deeper.status).toBe(200);
    expect(deeper.html).not.toContain('data-prerendered');
    const post = await orderPage('/dashboard/orders/order-1', 'POST');
    expect(post.status).toBe(405);
  });
});
