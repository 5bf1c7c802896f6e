import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, serverRenderedPages } from '../../prerender/prerendered-pages';
import { framesModule, pageFrames } from '../page-frame-routes';
import { PageFrameAt } from '../page-frames';

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}
/** The repository's firebase.json, found upward from where the tests run (the test DOM's module URLs are not files). */
function findFirebaseJson(dir = process.cwd()): string {
  const file = join(dir, 'firebase.json');
  if (existsSync(file)) return file;
  if (dirname(dir) === dir) throw new Error('no firebase.json above the tests');
  return findFirebaseJson(dirname(dir));
}
const firebaseJson = JSON.parse(readFileSync(findFirebaseJson(), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};

function renderAt(path: string, props: { label: string; screenOnly?: boolean }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageFrameAt {...props} />
    </MemoryRouter>,
  );
}

describe("the signed-in pages' frames", () => {
  const framed = prerenderedPages.filter((page) => page.file.startsWith('frames/'));
  /** Rendered per request by the page function: the frames whose heading comes from the address. */
  const framedPerRequest = serverRenderedPages.filter(
    (page) => 'preloadModules' in page && (page.preloadModules as readonly string[]).includes(framesModule),
  );
  const { rewrites } = firebaseJson.hosting;
  const catchAll = rewrites.findIndex((rewrite) => rewrite.source === '**');

  it('are each rendered, by the build or per request, and only those', () => {
    const rendered = [...framed, ...framedPerRequest].map((page) => page.pattern).sort();
    expect(rendered).toEqual(pageFrames.map((frame) => frame.pattern).sort());
  });

  it("are each served at their page's address, before Hosting's catch-all shell", () => {
    for (const page of framed) {
      const index = rewrites.findIndex((rewrite) => rewrite.destination === `/${page.file}`);
      expect(rewrites[index]?.source, page.file).toBe(page.hostingSource);
      expect(index, page.file).toBeLessThan(catchAll);
    }
    expect(framedPerRequest.map((page) => page.pattern)).toEqual(['/dashboard/orders/:id']);
    const toPageFunction = rewrites.findIndex(
      (rewrite) => rewrite.source === '/dashboard/orders/*' && rewrite.function?.functionId === 'page',
    );
    expect(toPageFunction).toBeGreaterThanOrEqual(0);
    expect(toPageFunction).toBeLessThan(catchAll);
  });

  it("draw the cart's heading and spinner at /cart, and name the tab", async () => {
    renderAt('/cart', { label: 'Checking your session' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    // The title is set by an effect, which may run after the render's DOM is seen.
    await waitFor(() => expect(document.title).toBe('Cart | Tools Hub'));
  });

  it("draw a dashboard screen inside the drawer, and the screen alone inside the dashboard's layout", async () => {
    const { unmount } = renderAt('/dashboard/orders/o-1', { label: 'Checking your session' });
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order o-1' })).toBeVisible();
    unmount();
    renderAt('/dashboard/orders/o%201%25', { label: 'Checking your session' });
    // As the page's own params read it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order o 1%' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
    cleanup();
    renderAt('/dashboard/orders/o-1', { label: 'Loading page', screenOnly: true });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
  });

  it('leave a dashboard screen without a frame its drawer, and any other page the spinner it names', async () => {
    const { unmount } = renderAt('/dashboard/profile', { label: 'Checking your session' });
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    unmount();
    renderAt('/company/invitations/i-1', { label: 'Checking your session' });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
  });
});
