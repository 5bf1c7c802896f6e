import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Company, Order } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { ApprovalsPage } from '../components/ApprovalsPage';
import { anOrder } from './order-fixture';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;
let role: Company['role'];
let awaiting: Order[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/dashboard/approvals']}>
          <ApprovalsPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  role = 'admin';
  awaiting = [
    {
      ...anOrder(),
      _id: 'o1',
      status: 'awaiting-approval',
      totalBill: 480,
      companyId: 'co1',
      placedBy: { uid: 'u2', name: 'Bob Buyer' },
      locationId: 'yard',
      locationName: 'Yard',
    } as Order,
  ];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/company') return json(200, { id: 'co1', name: 'Oak & Sons', role });
    if (url.startsWith('/api/company/orders?')) return json(200, awaiting);
    if (url === '/api/order/o1/approval' && init?.method === 'POST') {
      awaiting = [];
      return json(200, {});
    }
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the approvals page', { timeout: 20_000 }, () => {
  it('lists the orders awaiting approval with who placed them, and approves one with a note', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('order-row', {}, { timeout: 5000 });
    expect(within(row).getByTestId('order-placed-by')).toHaveTextContent('Bob Buyer');
    expect(row).toHaveTextContent('Yard');
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/company/orders?status=awaiting-approval')),
    ).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve order o1?' });
    expect(dialog).toHaveTextContent('placed by Bob Buyer for Yard');
    await user.click(within(dialog).getByLabelText(/Note/));
    await user.paste('  For the Yard job  ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/order/o1/approval');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ decision: 'approve', note: 'For the Yard job' });
    });
    expect(await screen.findByText('No orders are waiting for approval.')).toBeVisible();
  });

  it('rejects without a note', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('order-row', {}, { timeout: 5000 });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/order/o1/approval');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ decision: 'reject' });
    });
  });

  it('tells a buyer that approvals are for company admins, and reads no orders', async () => {
    role = 'buyer';
    renderPage();
    expect(await screen.findByText(/decided by your company's admins/, {}, { timeout: 5000 })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/company/orders'))).toBe(false);
  });
});
