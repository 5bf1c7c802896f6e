import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AuditEntry } from '@toolshub/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AuditLogPage } from '../components/AuditLogPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

const statusMove: AuditEntry = {
  _id: 'e2',
  action: 'order.status-changed',
  actor: { uid: 'a1', email: 'ada@toolshub.example' },
  target: { kind: 'order', id: 'order-9', label: 'Order of carl@workshop.example' },
  at: '2026-11-23T10:00:00.000Z',
  before: { status: 'pending' },
  after: { status: 'processing' },
};
const grant: AuditEntry = {
  _id: 'e1',
  action: 'user.admin-granted',
  actor: { uid: 'operator', email: null },
  target: { kind: 'user', id: 'u1', label: 'ada@toolshub.example' },
  at: '2026-11-22T10:00:00.000Z',
  before: { admin: false },
  after: { admin: true },
};

function answer(items: AuditEntry[], total: number): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

const requested = (call: number) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x');

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuditLogPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into three fields takes seconds on a busy machine.
describe('the audit log page', { timeout: 30_000 }, () => {
  it('shows who did what to which target, with before → after, and links an order to its details', async () => {
    fetchMock.mockResolvedValueOnce(answer([statusMove, grant], 2));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Audit log (2)' })).toBeInTheDocument();
    const [move, granted] = await screen.findAllByTestId('audit-row');
    expect(within(move!).getByText('ada@toolshub.example')).toBeInTheDocument();
    expect(within(move!).getByText('Order status changed')).toBeInTheDocument();
    expect(within(move!).getByTestId('audit-change')).toHaveTextContent('Status: pending → processing');
    expect(within(move!).getByRole('link', { name: 'Order of carl@workshop.example' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-9',
    );
    expect(within(granted!).getByText('Operator (Admin SDK)')).toBeInTheDocument();
    expect(within(granted!).getByTestId('audit-change')).toHaveTextContent('Admin: no → yes');
    expect(requested(0).pathname).toBe('/api/audit');
    expect(requested(0).searchParams.get('limit')).toBe('50');
  });

  it('asks the API with the filters given, and clears them', async () => {
    fetchMock.mockResolvedValueOnce(answer([statusMove, grant], 2));
    fetchMock.mockResolvedValueOnce(answer([statusMove], 1));
    fetchMock.mockResolvedValueOnce(answer([statusMove, grant], 2));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Audit log (2)' });

    await user.type(screen.getByLabelText('Target id'), 'order-9');
    await user.type(screen.getByLabelText("Admin's e-mail"), 'ada@toolshub.example');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('heading', { name: 'Audit log (1)' })).toBeInTheDocument();
    expect(Object.fromEntries(requested(1).searchParams)).toEqual({
      limit: '50',
      actor: 'ada@toolshub.example',
      targetId: 'order-9',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('heading', { name: 'Audit log (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Target id')).toHaveValue('');
  });
});
