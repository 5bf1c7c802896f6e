import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, Order } from '@toolshub/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { OrderDetailsPage } from '../components/OrderDetailsPage';
import { OrderDetailsPageFrame } from '../components/OrderDetailsPageFrame';
import { anOrder, aTool, orderLine } from './order-fixture';
import { forgetPublishedSession, publishSignedInUser } from '../../../testing/signed-in-user';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const caller = { admin: false };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as this page calls it: routes by method and path, each answered from the given map. */
function serve(routes: Record<string, (init?: RequestInit) => Response>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(id: string) {
  publishSignedInUser({ uid: 'u1', email: 'u1@joinery.example', displayName: null, emailVerified: true }, caller.admin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/dashboard/orders/${id}`]}>
        <Routes>
          <Route path="/dashboard/orders/:id" element={<OrderDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  caller.admin = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetPublishedSession();
});

describe('the order details page', () => {
  it("is its frame while the order loads, the order's id in its heading from the start", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
    const { container } = renderAt('order-1');
    await screen.findByRole('status', { name: 'Loading the order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order order-1' })).toBeVisible();
    const loading = container.innerHTML;
    cleanup();
    const frame = render(<OrderDetailsPageFrame id="order-1" />);
    expect(loading).toBe(frame.container.innerHTML);
  });

  it('shows the lines with list price and saving where a tier applied, the totals, PO number and address', async () => {
    serve({ 'GET /api/order/order-1': () => json(anOrder()) });
    renderAt('order-1');

    expect(await screen.findByRole('heading', { name: 'Order order-1' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-line');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['', 'A', 'Tool a', '5', '$10.00', '—', '—', '$50.00']);
    expect(cells(rows[1]!)).toEqual(['', 'B', 'Tool b', '20', '$8.00', '$9.00', '$20.00', '$160.00']);
    expect(screen.getByTestId('order-savings')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$210.00');
    expect(screen.getByTestId('order-po-number')).toHaveTextContent('PO-7781');
    expect(screen.getByText('7 Sawmill Yard, Leeds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('shows the net, the tax at its rate and the total due under the lines, and in the facts', async () => {
    serve({ 'GET /api/order/order-1': () => json(anOrder()) });
    renderAt('order-1');
    expect(await screen.findByTestId('order-total-due')).toHaveTextContent('$241.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$210.00');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$31.50');
    expect(screen.getByTestId('order-tax').closest('tr')).toHaveTextContent('Tax (15%)');
    expect(screen.getByTestId('order-fact-total-due')).toHaveTextContent(
      '$241.50 (25 pieces; net $210.00, tax (15%) $31.50)',
    );
    expect(screen.queryByTestId('order-tax-exempt')).toBeNull();
  });

  it("shows a tax-exempt company's order with 0 tax and its reference, and mixed rates without one rate", async () => {
    const exempt = anOrder({
      lines: [orderLine('a', { taxRate: 0, tax: 0 })],
      taxRate: 0,
      taxAmount: 0,
      totalDue: 50,
      taxExemptReference: 'EX-2026-17',
    });
    serve({ 'GET /api/order/order-1': () => json(exempt) });
    renderAt('order-1');
    expect(await screen.findByTestId('order-tax-exempt')).toHaveTextContent('tax exempt: EX-2026-17');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('order-total-due')).toHaveTextContent('$50.00');
  });

  it('labels the tax of an order whose lines have different rates without a rate', async () => {
    serve({ 'GET /api/order/order-1': () => json(anOrder({ taxRate: null })) });
    renderAt('order-1');
    const tax = await screen.findByTestId('order-tax');
    expect(tax.closest('tr')?.textContent).toMatch(/^Tax\$/);
  });

  it('shows the buyer the refunds: each credit note with its PDF, and what was refunded, without the admin’s Refund', async () => {
    const refunded: Order = anOrder({
      status: 'cancelled',
      payment: 'paid',
      refunded: 40,
      creditNotes: [
        {
          number: 'CN-2026-00004',
          amount: 40,
          reason: 'Two arrived damaged',
          at: '2026-11-05T10:00:00.000Z',
          cancelledOrder: true,
        },
      ],
    });
    serve({ 'GET /api/order/order-1': () => json(refunded) });
    renderAt('order-1');
    const note = await screen.findByTestId('credit-note');
    expect(note).toHaveTextContent('Credit note CN-2026-00004: $40.00 refunded');
    expect(note).toHaveTextContent('Two arrived damaged · the order was cancelled and its stock put back');
    expect(within(note).getByRole('button', { name: 'PDF CN-2026-00004' })).toBeInTheDocument();
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('$40.00');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  // Types into two fields and waits for the dialog to close: over 5 s when both cores are busy.
  it(
    'lets an admin refund at most what is left of the total due (tax included), with a reason, and sends it',
    {
      timeout: 20_000,
    },
    async () => {
      caller.admin = true;
      const patches: unknown[] = [];
      serve({
        'GET /api/order/order-1': () => json(anOrder({ payment: 'paid', refunded: 10 })),
        'PATCH /api/order/order-1': (init) => {
          patches.push(JSON.parse(String(init?.body)));
          return json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
        },
      });
      renderAt('order-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund' });
      expect(dialog).toHaveTextContent('$241.50 paid for order order-1, $10.00 refunded before: at most $231.50');
      const amount = within(dialog).getByLabelText(/Amount/);
      expect(amount).toHaveValue(231.5);
      await userEvent.clear(amount);
      await userEvent.type(amount, '231.51');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(await within(dialog).findByText('At most $231.50 can be refunded')).toBeInTheDocument();
      expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
      expect(patches).toEqual([]);

      await userEvent.clear(amount);
      await userEvent.type(amount, '40');
      await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Two arrived damaged');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(patches).toEqual([{ refund: { amount: 40, reason: 'Two arrived damaged' } }]));
    },
  );

  it('says the order is not found when the API answers 404 (another account’s order, or none)', async () => {
    serve({
      'GET /api/order/someone-elses': () =>
        json({ error: { code: 'not-found', message: 'No order with id someone-elses' } }, 404),
    });
    renderAt('someone-elses');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/dashboard');
  });

  it('orders again: saves the merged cart and says which line was raised to its minimum, which price changed and which line cannot be ordered', async () => {
    const puts: unknown[] = [];
    serve({
      'GET /api/order/order-1': () => json(anOrder()),
      'GET /api/tool/a': () => json(aTool('a', { price: 11.25, available: 500, minOrder: 8 })),
      'GET /api/tool/b': () => json({ error: { code: 'not-found', message: 'No tool with id b' } }, 404),
      'GET /api/cart': () => json({ lines: [{ toolId: 'x', quantity: 2 }], updatedAt: null } satisfies Cart),
      'PUT /api/cart': (init) => {
        puts.push(JSON.parse(String(init?.body)));
        return json({ lines: [], updatedAt: '2026-11-23T10:00:00.000Z' } satisfies Cart);
      },
    });
    renderAt('order-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));

    const result = await screen.findByTestId('order-again-result');
    expect(puts).toEqual([
      {
        lines: [
          { toolId: 'x', quantity: 2 },
          { toolId: 'a', quantity: 8 },
        ],
      },
    ]);
    expect(result).toHaveTextContent('1 line of this order is in your cart');
    expect(within(result).getByTestId('raised-to-minimum')).toHaveTextContent(
      "Tool a: raised from 5 to 8 pieces, today's minimum order",
    );
    expect(within(result).getByTestId('price-change')).toHaveTextContent('Tool a: $10.00 → $11.25 a piece');
    expect(within(result).getByTestId('not-reordered')).toHaveTextContent('Tool b: No longer sold');
    expect(within(result).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the admin the next step and Record payment', async () => {
    caller.admin = true;
    const order: Order = anOrder({
      status: 'shipped',
      invoiceNumber: 'INV-2026-00003',
      paymentDueAt: '2026-12-20T00:00:00.000Z',
    });
    serve({ 'GET /api/order/order-1': () => json(order) });
    renderAt('order-1');
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('order-invoice-number')).toHaveTextContent('INV-2026-00003');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // The payment to record is the total due, tax included.
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('dialog', { name: 'Record payment' })).toHaveTextContent(
      '$241.50 for order order-1 (invoice INV-2026-00003).',
    );
  });

  it('downloads the PDF under the name the server gives, and says so when it fails', async () => {
    let attempt = 0;
    serve({
      'GET /api/order/order-1': () => json(anOrder()),
      'GET /api/order/order-1/document.pdf': () =>
        ++attempt === 1
          ? json({ error: { code: 'unavailable', message: 'The document could not be made just now' } }, 503)
          : new Response('%PDF-1.7', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="order-1.pdf"',
              },
            }),
    });
    const saved: { href: string; download: string }[] = [];
    // The test DOM has no object URLs, and a download link's click would navigate: both stand in here.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:order-1';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    });
    renderAt('order-1');
    const button = await screen.findByRole('button', { name: 'Download confirmation' });

    await userEvent.click(button);
    expect(await screen.findByTestId('document-error')).toHaveTextContent(
      'The document could not be downloaded: The document could not be made just now',
    );
    expect(saved).toEqual([]);

    await userEvent.click(button);
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:order-1', download: 'order-1.pdf' }]));
    expect(screen.queryByTestId('document-error')).not.toBeInTheDocument();
  });
});
