import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { forgetPublishedSession, publishSignedInUser } from '../../../testing/signed-in-user';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Company, Order } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { queryKeys } from '../../../lib/query-keys';
import { MyOrdersPage } from '../components/MyOrdersPage';
import { MyOrdersPageFrame } from '../components/MyOrdersPageFrame';
import { anOrder } from './order-fixture';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const session = { user: { email: 'ada@oak.example', displayName: 'Ada Admin', emailVerified: true } };

let fetchMock: Mock<typeof fetch>;
let queryClient: QueryClient;
/** The caller's role in Oak & Sons; null: in no company (GET /api/company answers null). */
let role: Company['role'] | null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A company order: `placedBy` is the member's name, which the list shows rather than the order form's `userName`. */
const companyOrder = (id: string, uid: string, name: string, email: string, site: string): Order => ({
  ...anOrder(),
  _id: id,
  userName: email.split('@')[0]!,
  userEmail: email,
  companyId: 'co1',
  placedBy: { uid, name },
  locationId: site.toLowerCase(),
  locationName: site,
});

// Ada (company admin) placed one order, Bob (buyer) two, for the company's two sites.
const byAda = companyOrder('o-ada', 'u1', 'Ada Admin', 'ada@oak.example', 'Yard');
const byBob1 = companyOrder('o-bob-1', 'u2', 'Bob Buyer', 'bob@oak.example', 'Mill');
const byBob2 = companyOrder('o-bob-2', 'u2', 'Bob Buyer', 'bob@oak.example', 'Yard');
/** An order of an account in no company. */
const loneOrder: Order = { ...anOrder(), _id: 'o-lone', userName: 'Lone Carpenter', userEmail: 'lone@wood.example' };

/** Each account's own orders (GET /api/orders/{email}). */
const ownOrders: Record<string, Order[]> = {
  'ada@oak.example': [byAda],
  'bob@oak.example': [byBob1, byBob2],
  'lone@wood.example': [loneOrder],
};

function renderPage() {
  publishSignedInUser(session.user);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <MyOrdersPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const slow = { timeout: 5000 };

const requested = (prefix: string) => fetchMock.mock.calls.some(([url]) => String(url).startsWith(prefix));

/** Resolves once the page knows the caller's company (or that there is none): the company section decides then. */
const companyKnown = () =>
  waitFor(() => expect(queryClient.getQueryState(queryKeys.company.mine())?.status).toBe('success'), slow);

const idsIn = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('order-row')
    .map((row) => row.getAttribute('data-order-id'));

const placedByIn = (table: HTMLElement) =>
  within(table)
    .getAllByTestId('order-placed-by')
    .map((cell) => cell.textContent);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/company') {
      return role ? json(200, { id: 'co1', name: 'Oak & Sons', role }) : json(200, null);
    }
    const own = /^\/api\/orders\/([^?]+)\?/.exec(url);
    if (own) return json(200, ownOrders[decodeURIComponent(own[1]!)] ?? []);
    // The API answers a company admin the company's orders; the page must not ask for them otherwise.
    if (url.startsWith('/api/company/orders?')) return json(200, [byBob2, byBob1, byAda]);
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPublishedSession();
});

describe('My Orders and the company orders', { timeout: 20_000 }, () => {
  it('is its frame while the orders load: what a full load of /dashboard painted stays as it was', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { container } = renderPage();
    await screen.findByRole('status', { name: 'Loading your orders' }, slow);
    const loading = container.innerHTML;
    cleanup();
    const frame = render(<MyOrdersPageFrame />);
    expect(loading).toBe(frame.container.innerHTML);
  });

  it("shows a company admin the company's orders with who placed each and for which site", async () => {
    session.user = { email: 'ada@oak.example', displayName: 'Ada Admin', emailVerified: true };
    role = 'admin';
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Orders of Oak & Sons', level: 2 }, slow)).toBeVisible();
    const company = await screen.findByRole('table', { name: 'Company orders' }, slow);
    await waitFor(() => expect(idsIn(company)).toEqual(['o-bob-2', 'o-bob-1', 'o-ada']));
    expect(placedByIn(company)).toEqual(['Bob Buyer', 'Bob Buyer', 'Ada Admin']);
    expect(within(company).getAllByTestId('order-row')[1]).toHaveTextContent('Mill');
    expect(within(company).getByRole('columnheader', { name: 'Site' })).toBeInTheDocument();
    expect(requested('/api/company/orders?limit=20')).toBe(true);
    // Their own orders stay in My orders above.
    expect(idsIn(screen.getByRole('table', { name: 'My orders' }))).toEqual(['o-ada']);
  });

  it('shows a buyer their own orders (placed by them) and not the company section', async () => {
    session.user = { email: 'bob@oak.example', displayName: 'Bob Buyer', emailVerified: true };
    role = 'buyer';
    renderPage();
    const mine = await screen.findByRole('table', { name: 'My orders' }, slow);
    await waitFor(() => expect(idsIn(mine)).toEqual(['o-bob-1', 'o-bob-2']));
    expect(placedByIn(mine)).toEqual(['Bob Buyer', 'Bob Buyer']);
    await companyKnown();
    expect(screen.queryByRole('heading', { name: /^Orders of/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Company orders' })).toBeNull();
    expect(screen.queryByText('Ada Admin')).toBeNull();
    expect(requested('/api/company/orders')).toBe(false);
  });

  it('shows an account in no company its orders and no company section', async () => {
    session.user = { email: 'lone@wood.example', displayName: 'Lone Carpenter', emailVerified: true };
    role = null;
    renderPage();
    const mine = await screen.findByRole('table', { name: 'My orders' }, slow);
    await waitFor(() => expect(idsIn(mine)).toEqual(['o-lone']));
    await companyKnown();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/company')).toBe(true);
    expect(screen.queryByRole('heading', { name: /^Orders of/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Company orders' })).toBeNull();
    expect(within(mine).queryByRole('columnheader', { name: 'Placed by' })).toBeNull();
    expect(requested('/api/company/orders')).toBe(false);
  });

  it("shows each order's Bill as its total due, with the net and the tax it is made of", async () => {
    session.user = { email: 'lone@wood.example', displayName: 'Lone Carpenter', emailVerified: true };
    role = null;
    renderPage();
    const mine = await screen.findByRole('table', { name: 'My orders' }, slow);
    // anOrder(): net $210.00, tax $31.50 (15%).
    await waitFor(() => expect(within(mine).getByTestId('order-bill')).toHaveTextContent('$241.50'));
    expect(within(mine).getByTestId('order-bill')).toHaveTextContent('net $210.00 + tax $31.50');
  });
});
