import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CompanyInvitationView } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { InvitationPage } from '../components/InvitationPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
vi.mock('../../../hooks/use-user', () => ({
  useUser: () => ({ status: 'success', data: { email: 'bob@oak.example', emailVerified: true } }),
}));

let fetchMock: Mock<typeof fetch>;
let responses: Record<string, () => Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const invitation = (over: Partial<CompanyInvitationView> = {}): CompanyInvitationView => ({
  id: 'inv1',
  email: 'bob@oak.example',
  role: 'buyer',
  spendingLimit: 200,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'open',
  companyId: 'co1',
  companyName: 'Oak & Sons',
  ...over,
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/company/invitations/inv1']}>
          <Routes>
            <Route path="/company/invitations/:id" element={<InvitationPage />} />
            <Route path="/dashboard/company" element={<p>The company page</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  responses = {};
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    return responses[key]?.() ?? json(404, { error: { code: 'not-found', message: 'No such invitation' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the invitation page', { timeout: 20_000 }, () => {
  it('lets the invited account accept, then opens its company', async () => {
    responses['GET /api/company/invitations/inv1'] = () => json(200, invitation());
    responses['POST /api/company/invitations/inv1/accept'] = () => json(200, {});
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('invitation-summary', {}, { timeout: 5000 })).toHaveTextContent(
      'Oak & Sons invites bob@oak.example as buyer, with a spending limit per order of $200.00.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('The company page')).toBeVisible();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/company/invitations/inv1/accept' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("shows the API's refusal to accept (already in a company) and stays", async () => {
    responses['GET /api/company/invitations/inv1'] = () => json(200, invitation());
    responses['POST /api/company/invitations/inv1/accept'] = () =>
      json(409, { error: { code: 'conflict', message: 'You are a member of another company already' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }, { timeout: 5000 }));
    expect(await screen.findByText('You are a member of another company already')).toBeVisible();
  });

  it('tells any other account which address the link is for (the API answers it 404)', async () => {
    renderPage();
    expect(await screen.findByTestId('invitation-not-yours', {}, { timeout: 5000 })).toHaveTextContent(
      'not open to the account you are signed in with (bob@oak.example)',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('says an invitation was accepted already', async () => {
    responses['GET /api/company/invitations/inv1'] = () => json(200, invitation({ status: 'accepted' }));
    renderPage();
    await waitFor(() => expect(screen.getByText(/This invitation was accepted already/)).toBeVisible(), {
      timeout: 5000,
    });
  });

  it("tells the company's admin, who may read the invitation, that only the invited address accepts it", async () => {
    responses['GET /api/company/invitations/inv1'] = () => json(200, invitation({ email: 'cy@oak.example' }));
    renderPage();
    expect(await screen.findByTestId('invitation-not-yours', {}, { timeout: 5000 })).toHaveTextContent(
      'This invitation is for cy@oak.example; you are signed in as bob@oak.example.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
