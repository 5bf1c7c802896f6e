import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { stubScreenWidth } from '../../../testing/media-queries';
import { MyQuotesPage } from '../components/MyQuotesPage';
import { json, offeredQuote, requestedQuote } from './quote-fixtures';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
vi.mock('../../../hooks/use-user', () => ({
  useUser: () => ({ status: 'success', data: { email: 'buyer@x.example', displayName: 'Ada Buyer' } }),
}));

let fetchMock: Mock<typeof fetch>;
let acceptAnswer: Response;

const bodyOf = (method: string, url: string): unknown => {
  const found = fetchMock.mock.calls.find(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/dashboard/my-quotes']}>
          <Routes>
            <Route path="/dashboard/my-quotes" element={<MyQuotesPage />} />
            <Route path="/dashboard/orders/:id" element={<p>Order page</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubScreenWidth(360);
  acceptAnswer = json(201, { acknowledged: true, insertedId: 'order-9' });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/quotes?')) return json(200, [offeredQuote, requestedQuote], { 'X-Total-Count': '2' });
    if (url === '/api/company') return json(200, null);
    if (method === 'POST' && url === '/api/quotes/q1/accept') return acceptAnswer;
    if (method === 'POST' && url.endsWith('/decline')) return json(200, { ...requestedQuote, status: 'declined' });
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the buyer's quotes", { timeout: 40_000 }, () => {
  it('lists each quote: number, status, total, expiry', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('quote-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    // The total due: what accepting would cost.
    expect(rows[0]).toHaveTextContent(/Q-2026-7.*Offered.*\$745\.20.*Dec 31, 2099/);
    expect(rows[1]).toHaveTextContent(/Q-2026-8.*Requested.*Awaiting prices/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/quotes?limit=25');
  });

  it('opens a quote to its lines and accepts it with the delivery fields: one order, then its page', async () => {
    const user = userEvent.setup();
    renderPage();
    const [row] = await screen.findAllByTestId('quote-row', {}, { timeout: 10_000 });
    await user.click(within(row!).getByText('Q-2026-7'));
    const dialog = await screen.findByRole('dialog', { name: /Quote Q-2026-7: Offered/ });
    expect(within(dialog).getAllByTestId('quote-line')[0]).toHaveTextContent(
      /Panel Saw.*12.*\$50\.00.*\$41\.50.*\$498\.00/,
    );
    expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('$648.00');
    expect(within(dialog).getByTestId('quote-tax').closest('tr')).toHaveTextContent('Tax (15%)$97.20');
    expect(within(dialog).getByTestId('quote-total-due')).toHaveTextContent('$745.20');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await user.type(await within(dialog).findByLabelText(/Phone/), '01712345678');
    await user.type(within(dialog).getByLabelText(/Delivery address/), '12 Timber Lane');
    await user.type(within(dialog).getByLabelText(/PO number/), 'PO-7');
    await user.click(within(dialog).getByRole('button', { name: 'Place order for $745.20' }));
    await waitFor(() =>
      expect(bodyOf('POST', '/api/quotes/q1/accept')).toEqual({
        phoneNumber: '01712345678',
        orderAddress: '12 Timber Lane',
        poNumber: 'PO-7',
      }),
    );
    expect(await screen.findByText('Order page')).toBeVisible();
  });

  it("shows the API's refusal with each line's message, and sends nothing while a field is invalid", async () => {
    acceptAnswer = json(409, {
      error: {
        code: 'conflict',
        message: 'A line of this quote cannot be ordered now; nothing was ordered',
        fields: { 'order.lines[0].quantity': 'Panel Saw: Maximum available order : 3 piece' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const [row] = await screen.findAllByTestId('quote-row', {}, { timeout: 10_000 });
    await user.click(within(row!).getByText('Q-2026-7'));
    const dialog = await screen.findByRole('dialog', { name: /Quote Q-2026-7/ });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await user.type(await within(dialog).findByLabelText(/Phone/), '123');
    await user.type(within(dialog).getByLabelText(/Delivery address/), '12 Timber Lane');
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(await within(dialog).findByText(/Enter valid phone number/)).toBeVisible();
    expect(bodyOf('POST', '/api/quotes/q1/accept')).toBeUndefined();
    await user.clear(within(dialog).getByLabelText(/Phone/));
    await user.type(within(dialog).getByLabelText(/Phone/), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(await within(dialog).findByTestId('quote-accept-refused')).toHaveTextContent(
      'Your order was not placed: A line of this quote cannot be ordered now; nothing was ordered Panel Saw: Maximum available order : 3 piece',
    );
  });

  it('declines a request; a request without an offer cannot be accepted', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = await screen.findAllByTestId('quote-row', {}, { timeout: 10_000 });
    await user.click(within(rows[1]!).getByText('Q-2026-8'));
    const dialog = await screen.findByRole('dialog', { name: /Quote Q-2026-8: Requested/ });
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bodyOf('POST', '/api/quotes/q2/decline')).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
