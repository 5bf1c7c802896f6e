import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inquiry } from '@toolshub/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { InquiriesPage } from '../InquiriesPage';

vi.mock('../../../lib/firebase', () => ({ firebaseAuth: () => ({ currentUser: null }) }));

let fetchMock: Mock<typeof fetch>;

const inquiry = (n: number, iso: string): Inquiry => ({
  _id: `i${n}`,
  email: `buyer${n}@workshop.example`,
  createdAt: iso,
});

function page(items: Inquiry[], total: number, next?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(total) };
  if (next) headers.Link = `</api/inquiries?limit=20&after=${next}>; rel="next"`;
  return new Response(JSON.stringify(items), { status: 200, headers });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InquiriesPage />
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
  it('lists the newest inquiries with the total, and loads the next page with the cursor', async () => {
    fetchMock
      .mockResolvedValueOnce(
        page([inquiry(3, '2026-11-03T10:00:00.000Z'), inquiry(2, '2026-11-02T10:00:00.000Z')], 3, 'cursor-2'),
      )
      .mockResolvedValueOnce(page([inquiry(1, '2026-11-01T10:00:00.000Z')], 3));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Inquiries (3)' })).toBeInTheDocument();
    expect(document.title).toBe('Inquiries | Tools Hub');
    // The rows follow the heading by a moment: QueryState draws them in the background.
    let rows = await screen.findAllByTestId('inquiry-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'buyer3@workshop.example',
      'buyer2@workshop.example',
    ]);
    expect(within(rows[0]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2026-11-03T10:00:00.000Z',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/inquiries?limit=20');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('buyer1@workshop.example');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/inquiries?limit=20&after=cursor-2');
    rows = screen.getAllByTestId('inquiry-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

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
