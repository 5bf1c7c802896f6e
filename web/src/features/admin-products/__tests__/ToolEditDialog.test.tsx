import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AdminTool, StockMovement } from '@toolshub/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { ToolEditDialog } from '../components/ToolEditDialog';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

const tool: AdminTool = {
  _id: 'saw-1',
  toolName: 'Tenon Saw',
  price: 20,
  minOrder: 5,
  available: 100,
  toolDescription: 'A saw',
  imageLink: '/images/tools/tenon-saw.svg',
  sku: 'SAW-1',
  category: 'saws',
  priceTiers: [],
  unitsOrdered: 0,
  archived: false,
  reorderPoint: 10,
  lowStock: false,
};

const movement = (fields: Partial<StockMovement>): StockMovement => ({
  _id: 'm1',
  toolId: 'saw-1',
  delta: 100,
  reason: 'initial',
  orderId: null,
  actor: { uid: 'a1', email: 'ada@toolshub.example' },
  note: null,
  at: '2026-11-22T10:00:00.000Z',
  availableAfter: 100,
  ...fields,
});

interface Shop {
  available: number;
  version: number;
  movements: StockMovement[];
  /** What POST stock-adjustments answers next, when not the default success. */
  adjustAnswer?: { status: number; body: unknown };
}

let fetchMock: Mock<typeof fetch>;
let shop: Shop;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A small fake of the API the dialog talks to. */
function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://x');
  const method = init?.method ?? 'GET';
  const etag = `"${shop.version}.0"`;
  if (url.pathname === '/api/categories') return Promise.resolve(json([{ id: 'saws', name: 'Saws', toolCount: 1 }]));
  if (url.pathname === '/api/inventory/saw-1') {
    return Promise.resolve(json({ ...tool, available: shop.available }, 200, { ETag: etag }));
  }
  if (url.pathname === '/api/tool/saw-1/stock-movements') return Promise.resolve(json(shop.movements));
  if (url.pathname === '/api/tool/saw-1/stock-adjustments' && method === 'POST') {
    if (shop.adjustAnswer) return Promise.resolve(json(shop.adjustAnswer.body, shop.adjustAnswer.status));
    const body = JSON.parse(String(init?.body)) as { delta: number; reason: StockMovement['reason']; note?: string };
    shop.available += body.delta;
    shop.version += 1;
    const made = movement({
      _id: `m${shop.movements.length + 1}`,
      delta: body.delta,
      reason: body.reason,
      note: body.note ?? null,
      availableAfter: shop.available,
      at: '2026-11-23T10:00:00.000Z',
    });
    shop.movements = [made, ...shop.movements];
    return Promise.resolve(
      json(
        { acknowledged: true, insertedId: made._id, movement: made, tool: { ...tool, available: shop.available } },
        201,
      ),
    );
  }
  if (url.pathname === '/api/tool/saw-1' && method === 'PATCH') {
    return Promise.resolve(json({ acknowledged: true, matchedCount: 1, tool }, 200, { ETag: etag }));
  }
  return Promise.resolve(json({ error: { code: 'not-found', message: `no fake for ${method} ${url.pathname}` } }, 404));
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter>
          <ToolEditDialog tool={tool} onClose={() => undefined} />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  shop = {
    available: 100,
    version: 1,
    movements: [
      movement({
        _id: 'm2',
        delta: -30,
        reason: 'order',
        orderId: 'order-abc123',
        actor: null,
        availableAfter: 100,
        at: '2026-11-22T11:00:00.000Z',
      }),
      movement({ _id: 'm1', delta: 130, availableAfter: 130 }),
    ],
  };
  fetchMock = vi.fn<typeof fetch>(serve);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tool edit dialog: stock', { timeout: 30_000 }, () => {
  it("shows the stock and the tool's last movements: change, reason, the order or admin, stock after", async () => {
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Stock: 100 pieces' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stock movements' });
    const [order, initial] = within(table).getAllByTestId('stock-movement');
    expect(order).toHaveTextContent('−30');
    expect(order).toHaveTextContent('Order');
    expect(within(order!).getByRole('link', { name: 'Order abc123' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-abc123',
    );
    expect(initial).toHaveTextContent('+130');
    expect(initial).toHaveTextContent('First stock');
    expect(initial).toHaveTextContent('ada@toolshub.example');
    expect(calls('GET', '/api/tool/saw-1/stock-movements')[0]?.[0]).toContain('limit=8');
  });

  it('"Adjust stock" sends pieces taken away as a negative delta with the reason and note, then shows the new stock and movement', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    await user.selectOptions(within(form).getByLabelText('Add or remove'), 'remove');
    await user.type(within(form).getByLabelText('Pieces'), '5');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'damaged');
    await user.type(within(form).getByLabelText('Note (optional)'), 'Dropped off the rack');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('heading', { name: 'Stock: 95 pieces' })).toBeInTheDocument();
    const [sent] = calls('POST', '/api/tool/saw-1/stock-adjustments');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ delta: -5, reason: 'damaged', note: 'Dropped off the rack' });
    expect(screen.queryByRole('form', { name: 'Adjust stock' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stock movements' });
    await waitFor(() => expect(within(table).getAllByTestId('stock-movement')[0]).toHaveTextContent('−5'));
    expect(within(table).getAllByTestId('stock-movement')[0]).toHaveTextContent('Dropped off the rack');
    // The edit form now holds the new figure and version: saving names it.
    await waitFor(() => expect(screen.getByLabelText('Available Piece')).toHaveValue(95));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', '/api/tool/saw-1')).toHaveLength(1));
    const headers = new Headers(calls('PATCH', '/api/tool/saw-1')[0]?.[1]?.headers);
    expect(headers.get('If-Match')).toBe('"2.0"');
  });

  it("shows the API's refusal (stock below 0) in the form and keeps it open", async () => {
    shop.adjustAnswer = {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'Tenon Saw: Only 100 pieces are in stock: taking 500 would leave -400; stock cannot go below 0',
        },
      },
    };
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    await user.selectOptions(within(form).getByLabelText('Add or remove'), 'remove');
    await user.type(within(form).getByLabelText('Pieces'), '500');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('stock cannot go below 0');
    expect(screen.getByRole('heading', { name: 'Stock: 100 pieces' })).toBeInTheDocument();
  });

  it('refuses 0 pieces in the form, sending nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    await user.type(within(form).getByLabelText('Pieces'), '0');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('Pieces must be at least 1')).toBeInTheDocument();
    expect(calls('POST', '/api/tool/saw-1/stock-adjustments')).toHaveLength(0);
  });
});
