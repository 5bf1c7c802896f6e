import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { PurchasePage } from '../components/PurchasePage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const signin = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../../../hooks/use-signin-state', () => ({
  useSigninState: () => ({
    status: 'success',
    data: signin.signedIn
      ? { signedIn: true, user: { uid: 'u1' }, hasRequiredClaims: false }
      : { signedIn: false, user: null, hasRequiredClaims: false },
  }),
}));

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/order/:id" element={<PurchasePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  signin.signedIn = true;
});

// A signed-in customer's form on this page: YourPrice.test.tsx.
const tool: Tool = {
  _id: 'marking-gauge',
  toolName: 'Marking Gauge',
  price: 18,
  minOrder: 5,
  available: 50,
  toolDescription: 'Brass-faced beech gauge.',
  imageLink: '/images/tools/marking-gauge.svg',
  sku: 'MG-1',
  category: 'measuring',
  priceTiers: [{ minQuantity: 20, price: 16 }],
  unitsOrdered: 0,
};

describe("a visitor's purchase page", () => {
  it('shows the tool and, in place of the form, the way to sign in that comes back to it', async () => {
    signin.signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(tool, 200)),
    );
    renderAt('/order/marking-gauge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marking Gauge' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Complete Your Order Information' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull();
  });
});

describe('the purchase page of a tool the catalogue does not have', () => {
  it.each([
    [404, { error: { code: 'not-found', message: 'No tool with id gone-saw' } }],
    [400, { error: { code: 'bad-request', message: 'id is not a valid id' } }],
  ])('says so (API %i), with its own heading and the way to the catalogue', async (status, body) => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(body, status)),
    );
    renderAt('/order/gone-saw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool not found' })).toBeVisible();
    expect(screen.getByText(/There is no tool with id gone-saw in our catalogue/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/tools');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toMatch(/^Tool not found/);
  });

  it('keeps the error message for any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ error: { code: 'internal', message: 'Something broke' } }, 503)),
    );
    renderAt('/order/saw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.queryByRole('heading', { name: 'Tool not found' })).toBeNull();
  });
});
