import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { forgetPublishedSession, publishSignedInUser } from '../../../testing/signed-in-user';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Cart, Company, Tool } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import CartPage from '../components/CartPage';
import { CartPageFrame } from '../components/CartPageFrame';
import { CART_SAVE_DELAY_MS } from '../use-cart-draft';

// The API client sends no token (there is no Firebase here); the page knows its buyer from the session.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const session = { user: { email: 'buyer@shop.example', displayName: 'Bea Buyer', emailVerified: true } };

const chisel: Tool = {
  _id: 'chisel',
  toolName: 'Bevel Chisel',
  price: 10,
  minOrder: 10,
  available: 100,
  toolDescription: '',
  imageLink: '/images/tools/chisel.svg',
  sku: 'CHI-01',
  category: 'chisels',
  priceTiers: [{ minQuantity: 50, price: 8 }],
  unitsOrdered: 0,
};

/** The cart's tool as GET /api/tools?id= answers it (the chisel, or a variant of it). */
let servedTool: Tool = chisel;
let fetchMock: Mock<typeof fetch>;
let puts: Cart['lines'][];
let ifMatches: (string | null)[];
/** The cart as the server holds it, and its version (the ETag `"{version}.0"`). */
let stored: { cart: Cart; version: number };
/** A save from elsewhere that lands just before this page's next save. */
let changedElsewhere: { cart: Cart; version: number } | null;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** GET /api/company's answer: null for an account in no company. */
let memberOf: Company | null = null;

/** The API as this page uses it; only the network is stood in for. */
function serve(orderAnswer?: () => Response) {
  puts = [];
  ifMatches = [];
  stored = { cart: { lines: [{ toolId: 'chisel', quantity: 10 }], updatedAt: null }, version: 1 };
  changedElsewhere = null;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/cart' && method === 'GET') return json(200, stored.cart, { ETag: `"${stored.version}.0"` });
    if (url === '/api/cart' && method === 'PUT') {
      const { lines } = JSON.parse(String(init?.body)) as Cart;
      ifMatches.push(new Headers(init?.headers).get('If-Match'));
      puts.push(lines);
      if (changedElsewhere) {
        stored = changedElsewhere;
        changedElsewhere = null;
      }
      if (new Headers(init?.headers).get('If-Match') !== `"${stored.version}.0"`) {
        const error = { code: 'precondition-failed', message: 'Your cart was changed elsewhere', current: stored.cart };
        return json(412, { error }, { ETag: `"${stored.version}.0"` });
      }
      stored = { cart: { lines, updatedAt: '2026-11-23T10:00:00.000Z' }, version: stored.version + 1 };
      return json(200, stored.cart, { ETag: `"${stored.version}.0"` });
    }
    if (url === '/api/tools?id=chisel') return json(200, [servedTool]);
    if (url.startsWith('/api/user/'))
      return json(200, { email: 'buyer@shop.example', phoneNumber: '01712345678', location: '9 Dock St' });
    if (url === '/api/order' && orderAnswer) return orderAnswer();
    if (url === '/api/company') return json(200, memberOf);
    if (url === '/api/user/verification' && method === 'POST')
      return json(202, { acknowledged: true, queuedId: 'm1', email: 'buyer@shop.example' });
    return json(404, { error: { code: 'not-found', message: `No route ${method} ${url}` } });
  });
}

function renderPage() {
  publishSignedInUser(session.user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart" element={<CartPage />} />
            <Route path="/elsewhere" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const line = () => screen.getByTestId('cart-line');
const quantityField = () => within(line()).getByLabelText('Quantity (pieces)');

// The first render of MUI in the test DOM is slow on a busy machine.
const slow = { timeout: 5000 };

beforeEach(() => {
  servedTool = chisel;
  memberOf = null;
  session.user.emailVerified = true;
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetPublishedSession();
  vi.unstubAllGlobals();
});

describe('the cart page', { timeout: 20_000 }, () => {
  it('is its frame while the cart loads: what a full load of /cart painted stays as it was', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { container } = renderPage();
    await screen.findByRole('status', { name: 'Loading your cart' }, slow);
    const loading = container.innerHTML;
    cleanup();
    const frame = render(<CartPageFrame />);
    expect(loading).toBe(frame.container.innerHTML);
  });

  it('shows the tier price that applies, the line total and the saving, from the shared price rule', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(within(line()).getByTestId('cart-line-total')).toHaveTextContent('$100.00'), slow);
    expect(within(line()).getByTestId('cart-line-unit-price')).toHaveTextContent('$10.00 a piece');
    await user.clear(quantityField());
    await user.type(quantityField(), '60');
    expect(within(line()).getByTestId('cart-line-unit-price')).toHaveTextContent('$8.00 a piece');
    expect(within(line()).getByTestId('cart-line-total')).toHaveTextContent('$480.00');
    expect(within(line()).getByTestId('cart-line-saving')).toHaveTextContent('You save $120.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Order total: $480.00');
  });

  it('says what is wrong with a quantity and saves none that the server would refuse, then saves a good one after the pause', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(quantityField()).toHaveValue('10'), slow);
    await user.clear(quantityField());
    await user.type(quantityField(), '5');
    // The rules' first check loads them (a lazy module): the message may follow the keystroke.
    await waitFor(() => expect(line()).toHaveTextContent('Minimum order amount : 10 piece'), slow);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await new Promise((resume) => setTimeout(resume, CART_SAVE_DELAY_MS + 200));
    expect(puts).toEqual([]);
    expect(quantityField()).toHaveValue('5');

    await user.type(quantityField(), '5');
    await waitFor(() => expect(puts).toEqual([[{ toolId: 'chisel', quantity: 55 }]]), slow);
    expect(screen.getByTestId('cart-save-state')).toHaveTextContent('All changes saved');

    // Above the stock (100) is refused by the server too: not saved either. Pasted whole: typed one
    // key at a time, a busy machine can pause on "10" (a good quantity) longer than the save delay.
    await user.clear(quantityField());
    await user.paste('101');
    expect(line()).toHaveTextContent('Maximum available order : 100 piece');
    await new Promise((resume) => setTimeout(resume, CART_SAVE_DELAY_MS + 200));
    expect(puts).toEqual([[{ toolId: 'chisel', quantity: 55 }]]);
  });

  it('says a quantity that is not whole cases with the nearest valid ones, and saves only whole cases', async () => {
    servedTool = { ...chisel, orderMultiple: 5 };
    serve();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(line()).toHaveTextContent('sold in cases of 5'), slow);
    expect(quantityField()).toHaveValue('10');
    await user.clear(quantityField());
    await user.type(quantityField(), '12');
    expect(line()).toHaveTextContent('Sold in cases of 5: order 10 or 15');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await new Promise((resume) => setTimeout(resume, CART_SAVE_DELAY_MS + 200));
    expect(puts).toEqual([]);

    await user.clear(quantityField());
    await user.type(quantityField(), '15');
    await waitFor(() => expect(puts).toEqual([[{ toolId: 'chisel', quantity: 15 }]]), slow);
    expect(line()).not.toHaveTextContent('Sold in cases of 5:');
  });

  it('names the version it saves over, and when the cart changed elsewhere reloads it and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(quantityField()).toHaveValue('10'), slow);
    await user.type(quantityField(), '0');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1), slow);
    expect(ifMatches).toEqual(['"1.0"']);
    await waitFor(() => expect(screen.getByTestId('cart-save-state')).toHaveTextContent('All changes saved'));

    // Another tab saves 30 pieces; this page, still at version 2, saves 150 and is refused.
    changedElsewhere = { cart: { lines: [{ toolId: 'chisel', quantity: 30 }], updatedAt: null }, version: 7 };
    await user.clear(quantityField());
    await user.type(quantityField(), '15');
    await user.tab();
    expect(await screen.findByTestId('cart-reloaded', {}, slow)).toHaveTextContent(
      'Your cart was changed elsewhere (another tab or device, or an order), so your last change was not saved.',
    );
    expect(ifMatches).toEqual(['"1.0"', '"2.0"']);
    await waitFor(() => expect(quantityField()).toHaveValue('30'), slow);
    expect(screen.queryByText(/Your last change is not saved yet/)).not.toBeInTheDocument();

    // The next edit starts from the version it reloaded.
    await user.clear(quantityField());
    await user.type(quantityField(), '40');
    await user.tab();
    await waitFor(() => expect(puts.at(-1)).toEqual([{ toolId: 'chisel', quantity: 40 }]), slow);
    expect(ifMatches.at(-1)).toBe('"7.0"');
    await waitFor(() => expect(screen.getByTestId('cart-save-state')).toHaveTextContent('All changes saved'));
  });

  it('saves an edit still waiting for its pause when the field is left, and when the page is left', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage();
    await waitFor(() => expect(quantityField()).toHaveValue('10'), slow);
    await user.type(quantityField(), '0');
    await user.tab();
    await waitFor(() => expect(puts).toEqual([[{ toolId: 'chisel', quantity: 100 }]]), slow);

    await user.clear(quantityField());
    await user.type(quantityField(), '20');
    page.unmount();
    await waitFor(() => expect(puts.at(-1)).toEqual([{ toolId: 'chisel', quantity: 20 }]), slow);
  });

  it('starts the checkout from the profile, and puts a refused order’s message on its line, keeping the cart', async () => {
    serve(() =>
      json(409, {
        error: {
          code: 'conflict',
          message: 'A line of this order cannot be ordered; nothing was ordered',
          fields: { 'order.lines[0].quantity': 'Bevel Chisel: Maximum available order : 4 piece' },
        },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('01712345678'), slow);
    expect(screen.getByLabelText(/Delivery address/)).toHaveValue('9 Dock St');
    await user.type(screen.getByLabelText('PO number (optional)'), 'PO-77');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByTestId('checkout-refused', {}, slow)).toHaveTextContent(
      'Your order was not placed: A line of this order cannot be ordered; nothing was ordered',
    );
    expect(line()).toHaveTextContent('Bevel Chisel: Maximum available order : 4 piece');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      order: {
        lines: [{ toolId: 'chisel', quantity: 10 }],
        phoneNumber: '01712345678',
        orderAddress: '9 Dock St',
        poNumber: 'PO-77',
      },
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('cart-line')).toBeInTheDocument();
  });

  it('keeps the checkout disabled for an unverified address, says why, and resends the link', async () => {
    session.user.emailVerified = false;
    serve(() => json(500, { error: { code: 'internal', message: 'no order may be sent' } }));
    const user = userEvent.setup();
    renderPage();
    const notice = await screen.findByTestId('verify-email-notice', {}, slow);
    expect(notice).toHaveTextContent(
      'Ordering needs a verified e-mail address. Open the link we sent to buyer@shop.example',
    );
    await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('01712345678'), slow);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new verification link to buyer@shop.example', {}, slow)).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/user/verification' && init?.method === 'POST'),
    ).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/order')).toBe(false);
  });

  it("a company member's checkout: a site fills the address and phone, goes with the order, and an order above the spending limit is said to need approval", async () => {
    memberOf = {
      id: 'co1',
      name: 'Oak & Sons',
      taxId: null,
      status: 'active',
      holdReason: null,
      taxExempt: false,
      taxExemptReference: null,
      paymentTermsDays: 30,
      creditLimit: null,
      creditUsed: 0,
      creditAvailable: null,
      locations: [
        { id: 'yard', name: 'Yard', address: '1 Mill Lane', phone: '01711111111' },
        { id: 'shop', name: 'Workshop', address: '2 Saw Street', phone: '01722222222' },
      ],
      role: 'buyer',
      spendingLimit: 150,
    };
    serve(() => json(201, { acknowledged: true, insertedId: 'order-1' }));
    const user = userEvent.setup();
    renderPage();
    // The first site starts the form, not the profile.
    await waitFor(() => expect(screen.getByLabelText(/Deliver to site/)).toHaveValue('yard'), slow);
    expect(screen.getByLabelText(/Delivery address/)).toHaveValue('1 Mill Lane');
    expect(screen.queryByTestId('checkout-approval')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Deliver to site/), 'shop');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('01722222222');
    expect(screen.getByLabelText(/Delivery address/)).toHaveValue('2 Saw Street');

    // $100 → $160: above the $150 limit.
    await user.clear(quantityField());
    await user.type(quantityField(), '16');
    expect(screen.getByTestId('checkout-approval')).toHaveTextContent('above your spending limit of $150.00');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/order')).toBe(true), slow);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      order: {
        lines: [{ toolId: 'chisel', quantity: 16 }],
        phoneNumber: '01722222222',
        orderAddress: '2 Saw Street',
        locationId: 'shop',
      },
    });
  });

  it('does not send an order that passes the company’s available credit, and says why', async () => {
    memberOf = {
      id: 'co1',
      name: 'Oak & Sons',
      taxId: null,
      status: 'active',
      holdReason: null,
      taxExempt: false,
      taxExemptReference: null,
      paymentTermsDays: 30,
      creditLimit: 500,
      creditUsed: 450,
      creditAvailable: 50,
      locations: [],
      role: 'admin',
      spendingLimit: null,
    };
    serve(() => json(500, { error: { code: 'internal', message: 'no order may be sent' } }));
    renderPage();
    expect(await screen.findByTestId('checkout-credit', {}, slow)).toHaveTextContent('$50.00');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.queryByLabelText(/Deliver to site/)).toBeNull();
  });
});

describe("the cart's tax lines", { timeout: 20_000 }, () => {
  it('adds the tax at the shop rate (shared/domain/tax.ts) to the order total: Tax (15%) and Total due', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('cart-tax')).toHaveTextContent('Tax (15%): $15.00'), slow);
    expect(screen.getByTestId('cart-total-due')).toHaveTextContent('Total due: $115.00');
    await user.clear(quantityField());
    await user.type(quantityField(), '60');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Order total: $480.00');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('Tax (15%): $72.00');
    expect(screen.getByTestId('cart-total-due')).toHaveTextContent('Total due: $552.00');
  });

  it("taxes a category with an override at its rate (measuring-marking's 5%)", async () => {
    servedTool = { ...chisel, category: 'measuring-marking' };
    serve();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('cart-tax')).toHaveTextContent('Tax (5%): $5.00'), slow);
    expect(screen.getByTestId('cart-total-due')).toHaveTextContent('Total due: $105.00');
  });

  it("charges a tax-exempt company's member no tax and names the exemption", async () => {
    memberOf = {
      id: 'co1',
      name: 'Oak & Sons',
      taxId: null,
      status: 'active',
      holdReason: null,
      taxExempt: true,
      taxExemptReference: 'EX-2026-17',
      paymentTermsDays: 30,
      creditLimit: null,
      creditUsed: 0,
      creditAvailable: null,
      locations: [],
      role: 'buyer',
      spendingLimit: null,
    };
    serve();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('cart-exempt')).toHaveTextContent('Tax exempt: EX-2026-17'), slow);
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('Tax (0%): $0.00');
    expect(screen.getByTestId('cart-total-due')).toHaveTextContent('Total due: $100.00');
  });
});
