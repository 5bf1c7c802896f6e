import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { OrderForm } from '../components/OrderForm';

// The API client sends no token (there is no Firebase here); the form knows its buyer from the session.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
vi.mock('../../../hooks/use-user', () => ({
  useUser: () => ({
    status: 'success',
    data: { email: 'buyer@shop.example', displayName: 'Bea Buyer', emailVerified: true },
  }),
}));

const clamp: Tool = {
  _id: 'clamp',
  toolName: 'Case Clamp',
  price: 10,
  minOrder: 6,
  available: 30,
  toolDescription: '',
  imageLink: '/images/tools/clamp.svg',
  sku: 'CLAMP-06',
  category: 'clamps',
  priceTiers: [],
  unitsOrdered: 0,
  orderMultiple: 6,
};

let fetchMock: Mock<typeof fetch>;

function renderForm(tool: Tool) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <OrderForm tool={tool} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const quantityField = () => screen.getByLabelText(/Quantity \(pieces\)/);
// The first render of MUI in the test DOM is slow on a busy machine.
const slow = { timeout: 5000 };

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the purchase page’s order form with case packs', { timeout: 20_000 }, () => {
  it('steps the quantity by whole cases and starts at the smallest valid quantity', async () => {
    renderForm(clamp);
    await waitFor(() => expect(quantityField()).toHaveValue(6), slow);
    expect(quantityField()).toHaveAttribute('step', '6');
    expect(quantityField()).toHaveAttribute('min', '6');
  });

  it('starts a case tool whose minimum is not whole cases at the next whole case', async () => {
    renderForm({ ...clamp, minOrder: 4 });
    await waitFor(() => expect(quantityField()).toHaveValue(6), slow);
  });

  it('steps by 1 for a tool sold by the piece', async () => {
    const { orderMultiple: _none, ...single } = clamp;
    renderForm({ ...single, minOrder: 5 });
    await waitFor(() => expect(quantityField()).toHaveValue(5), slow);
    expect(quantityField()).toHaveAttribute('step', '1');
  });

  it('says "Sold in cases of 6: order 6 or 12" for 7 and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(clamp);
    await waitFor(() => expect(quantityField()).toHaveValue(6), slow);
    await user.type(screen.getByLabelText(/Phone/), '01712345678');
    await user.type(screen.getByLabelText(/Address/), '1 Mill Road');
    await user.clear(quantityField());
    await user.type(quantityField(), '7');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Sold in cases of 6: order 6 or 12', {}, slow)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/order')).toEqual([]);

    await user.clear(quantityField());
    await user.type(quantityField(), '12');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/Sold in cases of 6/)).not.toBeInTheDocument(), slow);
  });
});

describe('the order form’s tax', { timeout: 20_000 }, () => {
  it('shows the tax the order adds at its category’s rate and the total due, following the quantity', async () => {
    const user = userEvent.setup();
    renderForm(clamp);
    await waitFor(() => expect(screen.getByTestId('order-form-tax')).toHaveTextContent('Tax (15%): $9.00'), slow);
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $60.00');
    expect(screen.getByTestId('order-form-total-due')).toHaveTextContent('Total due: $69.00');
    await user.clear(quantityField());
    await user.type(quantityField(), '12');
    expect(screen.getByTestId('order-form-total-due')).toHaveTextContent('Total due: $138.00');
  });

  it('no tax for a tax-exempt company’s member, naming the exemption', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/company'
        ? new Response(JSON.stringify({ id: 'co1', taxExempt: true, taxExemptReference: 'EX-9' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 201 }),
    );
    renderForm({ ...clamp, category: 'measuring-marking' });
    await waitFor(() => expect(screen.getByTestId('order-form-exempt')).toHaveTextContent('Tax exempt: EX-9'), slow);
    expect(screen.getByTestId('order-form-tax')).toHaveTextContent('Tax (0%): $0.00');
    expect(screen.getByTestId('order-form-total-due')).toHaveTextContent('Total due: $60.00');
  });
});
