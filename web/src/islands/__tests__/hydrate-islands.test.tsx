import { ThemeProvider } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { theme } from '../../app/theme';
import { SiteNavbar } from '../../app/layouts/SiteNavbar';
import { LoginForm } from '../../features/account/components/LoginPage';
import { AddToCartButton } from '../../features/cart/components/AddToCartButton';
import { catalogueStateOf } from '../../features/catalog/catalogue-url';
import { CatalogueFilters } from '../../features/catalog/components/CatalogueFilters';
import { OrderFormSlot } from '../../features/catalog/components/OrderFormSlot';
import type { SeededQuery } from '../../lib/seed';
import { hydrateIslands } from '../hydrate-islands';
import { Island } from '../Island';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

const saw: Tool = {
  _id: 'saw',
  toolName: 'Panel Saw',
  price: 20,
  minOrder: 5,
  available: 50,
  orderMultiple: 1,
  toolDescription: 'A saw',
  imageLink: '/images/tools/saw.svg',
  sku: 'SAW-1',
  category: 'saws',
  priceTiers: [],
  unitsOrdered: 0,
};
const unseeded: Tool = { ...saw, _id: 'plane', toolName: 'Block Plane', sku: 'PLN-1' };

/** The page at `location` as the server sends it: the header island, then `body` (the session not yet known). */
function serverPage(location: string, body: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <ThemeProvider theme={theme} defaultMode="system" noSsr>
      <StaticRouter location={location}>
        <Island name="header">
          <SiteNavbar />
        </Island>
        {body}
      </StaticRouter>
    </ThemeProvider>,
  );
  document.body.append(root);
  return root;
}

/** Home as the server sends it: static text between two cart buttons' islands. */
function homePage(): HTMLElement {
  return serverPage(
    '/',
    <>
      <p>Static text between the islands</p>
      <Island name="add-to-cart" props={{ tool: saw._id }}>
        <AddToCartButton tool={saw} />
      </Island>
      <Island name="add-to-cart" props={{ tool: unseeded._id }}>
        <AddToCartButton tool={unseeded} />
      </Island>
    </>,
  );
}

afterEach(() => document.body.replaceChildren());

describe('hydrateIslands', () => {
  it("takes over the islands it can rebuild from the page: the visitor links come, the seeded tool's button wakes", async () => {
    const root = homePage();
    const staticText = root.querySelector('p');
    const unseededButton = screen.getByRole('button', { name: `Add to cart: ${unseeded.toolName}` });
    expect(screen.getByRole('button', { name: `Add to cart: ${saw.toolName}` })).toBeDisabled();
    const seed: SeededQuery[] = [[['tools', 'list', { limit: 6 }], [saw]]];
    const errors = vi.spyOn(console, 'error');

    expect(hydrateIslands(root, seed)).toBe(2);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: `Add to cart: ${saw.toolName}` })).toBeEnabled());
    // Not in the page's data: left as the server sent it (never taken over, so still waiting).
    expect(screen.getByRole('button', { name: `Add to cart: ${unseeded.toolName}` })).toBe(unseededButton);
    expect(unseededButton).toBeDisabled();
    // The HTML between islands is not React's: the very same node.
    expect(root.querySelector('p')).toBe(staticText);
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes over a visitor's Login form once its code has loaded: its button wakes, nothing redrawn", async () => {
    const root = serverPage(
      '/login',
      <Island name="login">
        <LoginForm />
      </Island>,
    );
    // The islands' router reads the browser's address.
    window.history.replaceState(null, '', '/login');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const email = screen.getByLabelText(/Email/);
    expect(screen.getByRole('button', { name: /^Login$/ })).toBeDisabled();
    const errors = vi.spyOn(console, 'error');

    expect(hydrateIslands(root, [])).toBe(2);

    await waitFor(() => expect(screen.getByRole('button', { name: /^Login$/ })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(screen.getByLabelText(/Email/)).toBe(email);
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes over a visitor's catalogue filters with the categories they were drawn with, and a cart button from its page of tools", async () => {
    const categories = [
      { id: 'clamps', name: 'Clamps', toolCount: 4 },
      { id: 'saws', name: 'Saws', toolCount: 5 },
    ];
    const address = '/tools?q=saw&category=saws';
    const root = serverPage(
      address,
      <>
        <Island name="catalogue-filters" props={{ categories }}>
          <CatalogueFilters
            state={catalogueStateOf('?q=saw&category=saws')}
            onChange={() => {}}
            categories={categories}
          />
        </Island>
        <Island name="add-to-cart" props={{ tool: saw._id }}>
          <AddToCartButton tool={saw} />
        </Island>
      </>,
    );
    window.history.replaceState(null, '', address);
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const category = screen.getByRole('combobox', { name: 'Category' });
    // The catalogue's data as the page function seeds it: a page of tools.
    const seed: SeededQuery[] = [
      [['tools', 'page', { q: 'saw', category: 'saws' }], { items: [saw], nextPath: null, total: 1 }],
    ];
    const errors = vi.spyOn(console, 'error');

    expect(hydrateIslands(root, seed)).toBe(3);

    await waitFor(() => expect(screen.getByRole('button', { name: `Add to cart: ${saw.toolName}` })).toBeEnabled());
    // Offline, a change waits for the connection (no page load here) and says the tools are coming:
    // only React's island, once its code has loaded, can say so.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    await waitFor(async () => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'clamps');
      expect(screen.getByRole('status', { name: 'Looking for tools…' })).toBeInTheDocument();
    });
    expect(screen.getByRole('combobox', { name: 'Category' })).toBe(category);
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('saw');
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes over a visitor's purchase page: its one seeded tool's cart button wakes, the order form asks them to sign in", async () => {
    const address = `/order/${saw._id}`;
    const root = serverPage(
      address,
      <>
        <Island name="add-to-cart" props={{ tool: saw._id, quantity: 10, variant: 'page' }}>
          <AddToCartButton tool={saw} quantity={10} variant="page" />
        </Island>
        <Island name="order-form" props={{ tool: saw._id }}>
          <OrderFormSlot tool={saw} onQuantityChange={() => {}} />
        </Island>
      </>,
    );
    window.history.replaceState(null, '', address);
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    // The server's HTML waits for the session.
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    // The purchase page's data as the page function seeds it: the one tool.
    const seed: SeededQuery[] = [[['tools', 'detail', saw._id], saw]];
    const errors = vi.spyOn(console, 'error');

    expect(hydrateIslands(root, seed)).toBe(3);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 10 to cart' })).toBeEnabled());
    const signIn = await screen.findByRole('link', { name: 'Sign in to order' }, { timeout: 5000 });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves alone what it does not know', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-island="carousel"><button>Next</button></div><div data-island="add-to-cart" data-island-props="{not json"></div>';
    expect(hydrateIslands(root, [])).toBe(0);
  });
});
