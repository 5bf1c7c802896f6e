import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inquiry } from '@toolshub/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { InquiriesPage } from '../InquiriesPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

const inquiry = (n: number, iso: string): Inquiry => ({
  _id: `i${n}`,
  email: `buyer${n}@workshop.example`,
  createdAt: iso,
});

function page(items: Inquiry[], total: number, next?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(total) };
  if (next) headers.Link = `</api/inquiries?sort=newest&limit=10&after=${next}>; rel="next"`;
  return new Response(JSON.stringify(items), { status: 200, headers });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/inquiries?limit=10']}>
        <InquiriesPage />
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

describe('the inquiries page', () => {
  it('shows a page of the newest inquiries with the total, and the next page through its cursor', async () => {
    // Eleven inquiries, ten a page: inquiry 11 is the newest.
    const newestTen = Array.from({ length: 10 }, (_, i) => inquiry(11 - i, `2026-11-${String(21 - i)}T10:00:00.000Z`));
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('after=cursor-2')
        ? page([inquiry(1, '2026-11-01T10:00:00.000Z')], 11)
        : page(newestTen, 11, 'cursor-2'),
    );
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Inquiries (11)' })).toBeInTheDocument();
    // The title is set by an effect, which may run after the render's DOM is seen.
    await waitFor(() => expect(document.title).toBe('Inquiries | Tools Hub'));
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(newestTen.map((item) => item.email));
    expect(within(rows[0]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:00:00.000Z',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/inquiries?sort=newest&limit=10');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(screen.getAllByTestId('inquiry-row').map((r) => within(r).getByRole('link').textContent)).toEqual([
        'buyer1@workshop.example',
      ]),
    );
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/inquiries?sort=newest&limit=10&after=cursor-2');
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();

    // Back to the first page: by the path remembered for it (no cursor), not by counting.
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await screen.findByText('buyer11@workshop.example');
    expect(fetchMock.mock.calls.slice(2).map((call) => call[0])).toEqual(
      Array(fetchMock.mock.calls.length - 2).fill('/api/inquiries?sort=newest&limit=10'),
    );
    // The data grid takes seconds to mount in the test DOM on a busy machine.
  }, 30_000);

  it("shows the server's message when the list cannot be read", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'permission-denied', message: 'Only an admin can do this' } }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderPage();
    expect(await screen.findByText('An error has occurred: Only an admin can do this')).toBeInTheDocument();
  });
});
