import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { OfferQuoteDialog, dayFromNow, expiresAtOf } from '../components/OfferQuoteDialog';
import { json, requestedQuote } from './quote-fixtures';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;
let answer: Response;
const onClose = vi.fn();

const patchBody = (): unknown => {
  const found = fetchMock.mock.calls.find(([u, init]) => String(u) === '/api/quotes/q2' && init?.method === 'PATCH');
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <OfferQuoteDialog quote={requestedQuote} onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: /Quote Q-2026-8/ });
}

beforeEach(() => {
  onClose.mockReset();
  answer = json(200, { ...requestedQuote, status: 'offered' });
  fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the shop admin's offer", { timeout: 40_000 }, () => {
  it('sends each line with its unit price, the last day and the message; the total follows the prices', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    expect(within(dialog).getByText('The buyer writes: For the Harbour Street job')).toBeVisible();
    const saw = within(dialog).getByLabelText('Unit price of Panel Saw');
    expect(saw).toHaveValue(50);
    await user.clear(saw);
    await user.type(saw, '41.5');
    await user.clear(within(dialog).getByLabelText('Unit price of Chisel'));
    await user.type(within(dialog).getByLabelText('Unit price of Chisel'), '15');
    expect(within(dialog).getByTestId('offer-total')).toHaveTextContent('Total: $648.00');
    await user.type(within(dialog).getByLabelText(/Message/), 'Two weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(patchBody()).toEqual({
        lines: [
          { toolId: 'saw', quantity: 12, unitPrice: 41.5 },
          { toolId: 'chisel', quantity: 10, unitPrice: 15 },
        ],
        expiresAt: expiresAtOf(dayFromNow(14)),
        message: 'Two weeks',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the API's messages under their fields and stays open", async () => {
    answer = json(400, {
      error: {
        code: 'invalid-argument',
        message: 'unitPrice can have at most 2 decimals',
        fields: {
          'lines[1].unitPrice': 'unitPrice can have at most 2 decimals',
          expiresAt: 'expiresAt must be in the future',
        },
      },
    });
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('expiresAt must be in the future')).toBeVisible();
    expect(within(dialog).getByLabelText('Unit price of Chisel')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Unit price of Panel Saw')).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByTestId('offer-refused')).toHaveTextContent('unitPrice can have at most 2 decimals');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("declines with { decision: 'decline' } and the message", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText(/Message/), 'Not at this volume');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(patchBody()).toEqual({ decision: 'decline', message: 'Not at this volume' }));
  });
});
