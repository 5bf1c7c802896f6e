import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import type { SigninState } from '../../../hooks/use-signin-state';
import { resetPricesFollowViewer, usePricesFollowViewer } from '../../../hooks/use-prices-follow-viewer';
import { queryKeys } from '../../../lib/query-keys';
import { publishStoredCaller } from '../../../lib/session-store';
import { storedCaller } from '../../../testing/stored-caller';
import { OrderForm } from '../components/OrderForm';
import { PurchasePage } from '../components/PurchasePage';
import { ToolCard } from '../components/ToolCard';

/**
 * Contract prices on screen: a company member's `yourPrice` (the API sends it to them only) on the
 * tool card, the purchase page and its order form's total; tools read again once someone signs in.
 */

const session = vi.hoisted(() => ({ state: { status: 'loading' } as SigninState }));
vi.mock('../../../hooks/use-signin-state', () => ({ useSigninState: () => session.state }));
// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
vi.mock('../../../hooks/use-user', () => ({
  useUser: () => ({
    status: 'success',
    data: { email: 'buyer@joinery.example', displayName: 'Bea Buyer', emailVerified: true },
  }),
}));

/** $20.00, $18.00 from 50, $15.00 from 200; the member's lists take 10% off (the API's answer). */
const saw: Tool = {
  _id: 'saw',
  toolName: 'Panel Saw',
  price: 20,
  minOrder: 5,
  available: 500,
  toolDescription: 'A saw',
  imageLink: '/images/tools/saw.svg',
  sku: 'SAW-1',
  category: 'saws',
  priceTiers: [
    { minQuantity: 50, price: 18 },
    { minQuantity: 200, price: 15 },
  ],
  unitsOrdered: 0,
};
const memberSaw: Tool = {
  ...saw,
  yourPrice: 18,
  yourPriceTiers: [
    { minQuantity: 50, price: 16.2 },
    { minQuantity: 200, price: 13.5 },
  ],
};
const { priceTiers: _tiers, ...flat } = saw;
const flatTool: Tool = { ...flat, priceTiers: [] };

let fetchMock: Mock<typeof fetch>;
const slow = { timeout: 5000 };

function wrap(children: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.state = { status: 'loading' };
  fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(memberSaw), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tool card', { timeout: 20_000 }, () => {
  it('shows "Your price" beside the list price for a member: from the lowest of their tiers', () => {
    wrap(<ToolCard tool={memberSaw} />);
    expect(screen.getByTestId('your-price')).toHaveTextContent('Your price: from $13.50');
    expect(screen.getByTestId('card-price')).toHaveTextContent('from $15.00');
  });

  it('shows their price a piece where the tool has no tiers', () => {
    wrap(<ToolCard tool={{ ...flatTool, yourPrice: 17.5, yourPriceTiers: [] }} />);
    expect(screen.getByTestId('your-price')).toHaveTextContent('Your price: $17.50');
    expect(screen.getByTestId('card-price')).toHaveTextContent('$20.00');
  });

  it('shows no "Your price" to anyone else (no yourPrice, or null)', () => {
    wrap(
      <ul>
        <ToolCard tool={saw} />
        <ToolCard tool={{ ...saw, _id: 'other', yourPrice: null }} />
      </ul>,
    );
    expect(screen.queryByTestId('your-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
  });
});

describe('the purchase page', { timeout: 20_000 }, () => {
  it("shows the member's price a piece and a 'Your price' column in the volume pricing", async () => {
    wrap(
      <Routes>
        <Route path="/order/:id" element={<PurchasePage />} />
      </Routes>,
      '/order/saw',
    );
    expect(await screen.findByTestId('tool-your-price', {}, slow)).toHaveTextContent('Your price/Piece: $18.00');
    expect(screen.getByTestId('tool-price')).toHaveTextContent('Price/Piece: $20.00');
    const table = screen.getByTestId('price-tiers');
    expect(within(table).getByRole('columnheader', { name: 'Your price' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByTestId('tier-your-price')
        .map((cell) => cell.textContent),
    ).toEqual(['$18.00', '$16.20', '$13.50']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/tool/saw');
  });

  it('shows no "Your price" when the API sends none', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(saw), { status: 200 }));
    wrap(
      <Routes>
        <Route path="/order/:id" element={<PurchasePage />} />
      </Routes>,
      '/order/saw',
    );
    expect(await screen.findByTestId('tool-price', {}, slow)).toHaveTextContent('Price/Piece: $20.00');
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
  });

  it("totals the member's order at their price and sends it as what they were shown", async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ acknowledged: true, insertedId: 'o1' }), { status: 201 }),
    );
    const user = userEvent.setup();
    wrap(<OrderForm tool={memberSaw} />);
    const quantity = await screen.findByLabelText(/Quantity \(pieces\)/, {}, slow);
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $90.00');
    await user.clear(quantity);
    await user.type(quantity, '60');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $972.00'), slow);
    expect(screen.getByTestId('order-saving')).toHaveTextContent(
      '$16.20 a piece: you save $228.00 against the list price of $20.00',
    );
    await user.type(screen.getByLabelText(/Phone/), '01712345678');
    await user.type(screen.getByLabelText(/Address/), '1 Mill Road');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/order')).toBe(true), slow);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      order: { tool: { _id: 'saw', price: 18 }, orderQuantity: 60, totalBill: 972 },
    });
  });
});

describe('tools read again when someone signs in', () => {
  function Watcher() {
    usePricesFollowViewer();
    return null;
  }

  const signedInAs = (uid: string): SigninState => ({
    status: 'success',
    data: { signedIn: true, user: { uid } as never, hasRequiredClaims: true },
  });

  /** The watcher over a cache holding a tool; `redraw` renders it again with the session now. */
  function renderWatcher() {
    resetPricesFollowViewer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.tools.detail('saw'), saw);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // A new element each time, so that React renders the watcher again.
    const view = () => (
      <QueryClientProvider client={queryClient}>
        <Watcher />
      </QueryClientProvider>
    );
    const { rerender } = render(view());
    return { queryClient, invalidate, redraw: () => rerender(view()) };
  }

  it('marks the cached tools stale when an account signs in, not while nobody is', async () => {
    const { queryClient, invalidate, redraw } = renderWatcher();
    session.state = { status: 'success', data: { signedIn: false, user: null, hasRequiredClaims: false } };
    redraw();
    expect(invalidate).not.toHaveBeenCalled();
    session.state = signedInAs('member-1');
    redraw();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tools.all }));
    expect(queryClient.getQueryState(queryKeys.tools.detail('saw'))?.isInvalidated).toBe(true);
    // The same account again (another page): no second reading.
    redraw();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("reads nothing again for the stored session's account, whose token signed the page's reads, but does for another", async () => {
    session.state = { status: 'loading' };
    const { invalidate, redraw } = renderWatcher();
    await act(async () => publishStoredCaller(storedCaller({ uid: 'member-1', email: null, admin: false })));
    // The SDK answers for the same account: its tools were read with its token already.
    session.state = signedInAs('member-1');
    await act(async () => publishStoredCaller(null));
    redraw();
    expect(invalidate).not.toHaveBeenCalled();
    // Another account signs in: its prices are read.
    session.state = signedInAs('member-2');
    redraw();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tools.all }));
  });
});
