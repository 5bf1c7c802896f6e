import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AnalyticsReport } from '@toolshub/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AnalyticsPage } from '../components/AnalyticsPage';
import { AnalyticsPageFrame } from '../components/AnalyticsPageFrame';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

function report(days: 30 | 90): AnalyticsReport {
  const daily = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 23) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    orders: i === days - 1 ? 2 : 0,
    revenue: i === days - 1 ? 250.5 : 0,
    newCustomers: i === days - 1 ? 1 : 0,
  }));
  const saw = { toolId: 'saw', sku: 'SAW-1', toolName: 'Pull Saw', revenue: 200, pieces: 8 };
  const plane = { toolId: 'plane', sku: 'PLN-1', toolName: 'Block Plane', revenue: 50.5, pieces: 20 };
  return {
    days,
    from: daily[0]!.date,
    to: '2026-11-23',
    daily,
    totals: { orders: days === 30 ? 2 : 7, revenue: 250.5, averageOrderValue: 125.25, newCustomers: 1 },
    ordersByStatus: { 'awaiting-approval': 0, pending: 1, processing: 1, shipped: 0, delivered: 0, cancelled: 3 },
    topToolsByRevenue: [saw, plane],
    topToolsByPieces: [plane, saw],
    lowStock: [{ toolId: 'chisel', sku: 'CHI-1', toolName: 'Chisel Set', available: 3, reorderPoint: 10 }],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AnalyticsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  // The charts only need a ResizeObserver to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The charts and a 90-row table take a while to draw in the test DOM on a busy machine.
describe('the analytics page', { timeout: 60_000 }, () => {
  it('is its frame while the figures load, the toggle where the frame held its room', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { container } = renderPage();
    await screen.findByRole('status', { name: 'Loading the figures' });
    const toolbar = screen.getByRole('group', { name: 'Window' });
    const loading = container.innerHTML.replace(toolbar.outerHTML, '<toolbar>');
    cleanup();
    const frame = render(<AnalyticsPageFrame />);
    const room = frame.getByRole('heading', { level: 1, name: 'Analytics' }).nextElementSibling;
    expect(loading).toBe(frame.container.innerHTML.replace(room?.outerHTML ?? '', '<toolbar>'));
  });

  it("shows the last 30 days' totals, rankings, statuses and low stock as text", async () => {
    fetchMock.mockResolvedValueOnce(json(report(30)));
    renderPage();
    expect(await screen.findByTestId('figure-revenue', {}, { timeout: 30_000 })).toHaveTextContent('$250.50');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/analytics?days=30');
    expect(screen.getByTestId('figure-orders')).toHaveTextContent('2');
    expect(screen.getByTestId('figure-average-order-value')).toHaveTextContent('$125.25');
    expect(screen.getByTestId('figure-new-customers')).toHaveTextContent('1');
    expect(screen.getByTestId('status-cancelled')).toHaveTextContent('Cancelled: 3');
    const [, firstByRevenue] = within(screen.getByTestId('top-by-revenue')).getAllByRole('row');
    expect(firstByRevenue).toHaveTextContent('Pull Saw');
    const [, firstByPieces] = within(screen.getByTestId('top-by-pieces')).getAllByRole('row');
    expect(firstByPieces).toHaveTextContent('Block Plane');
    expect(within(screen.getByTestId('low-stock')).getByText('Chisel Set')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restock in All Products' })).toHaveAttribute(
      'href',
      '/dashboard/all-products',
    );
    // The figures per day are drawn when their section is opened.
    expect(screen.queryAllByTestId('daily-row')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Figures per day' }));
    expect(screen.getAllByTestId('daily-row')).toHaveLength(30);
    // The section the summary controls, once (an id the details repeated named two elements).
    expect(document.querySelectorAll('#daily-figures')).toHaveLength(1);
  });

  it('asks for 90 days when switched, and shows them', async () => {
    fetchMock.mockResolvedValueOnce(json(report(30))).mockResolvedValueOnce(json(report(90)));
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('figure-revenue', {}, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByText('7', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/analytics?days=90');
    await user.click(screen.getByRole('button', { name: 'Figures per day' }));
    expect(screen.getAllByTestId('daily-row')).toHaveLength(90);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says what went wrong when the figures can't be loaded", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'permission-denied', message: 'Only an admin can do this' } }, 403),
    );
    renderPage();
    expect(
      await screen.findByText('An error has occurred: Only an admin can do this', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
