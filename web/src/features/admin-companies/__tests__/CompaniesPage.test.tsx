import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CompanyApplication, CompanySummary } from '@toolshub/shared';
import { renderPage as renderAppPage, sentBody } from '../../../testing/render-page';
import { stubScreenWidth } from '../../../testing/media-queries';
import { CompaniesPage } from '../components/CompaniesPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const summary = (over: Partial<CompanySummary> = {}): CompanySummary => ({
  id: 'co1',
  name: 'Oak & Sons',
  taxId: null,
  memberCount: 3,
  paymentTermsDays: 60,
  creditLimit: 5000,
  creditUsed: 1250.5,
  overdue: 300,
  status: 'on-hold',
  holdReason: 'Overdue invoice',
  taxExempt: false,
  taxExemptReference: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const application: CompanyApplication = {
  id: 'app1',
  companyName: 'Birch Build',
  taxId: 'GB999',
  address: '3 Birch Road',
  phone: '01733333333',
  status: 'pending',
  applicant: { uid: 'u9', name: 'Cat', email: 'cat@birch.example' },
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  note: null,
  companyId: null,
};

const bodyOf = (method: string, url: string) => sentBody(fetchMock, method, url);

const renderPage = () => renderAppPage(<CompaniesPage />, '/dashboard/companies');

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/companies?'))
      return json(
        200,
        [
          summary(),
          summary({
            id: 'co2',
            name: 'Pine Ltd',
            status: 'active',
            overdue: 0,
            creditLimit: null,
            paymentTermsDays: 0,
          }),
        ],
        { 'X-Total-Count': '2' },
      );
    if (url.startsWith('/api/company-applications?')) return json(200, [application], { 'X-Total-Count': '1' });
    if (method === 'PATCH') return json(200, {});
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the shop admin's companies page", { timeout: 40_000 }, () => {
  it('shows each company as a card on a phone: members, terms, limit, used, overdue and status', async () => {
    stubScreenWidth(360);
    renderPage();
    const [oak, pine] = await screen.findAllByTestId('company-row', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Companies 2', level: 1 })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/companies?sort=name&limit=25');
    expect(oak).toHaveTextContent(
      /Oak & Sons.*Members3.*TermsNet 60.*Credit limit\$5,000\.00.*Used\$1,250\.50.*Overdue\$300\.00.*StatusOn hold/,
    );
    expect(pine).toHaveTextContent(/TermsPrepayment.*Credit limitNo limit.*StatusActive/);
  });

  it('approves an application with the terms and credit limit chosen', async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('application-row', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent('cat@birch.example');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Birch Build?' });
    await user.selectOptions(within(dialog).getByLabelText(/Payment terms/), '15');
    await user.click(within(dialog).getByLabelText(/Credit limit/));
    await user.paste('2500');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodyOf('PATCH', '/api/company-applications/app1')).toEqual({
        decision: 'approve',
        paymentTermsDays: 15,
        creditLimit: 2500,
      }),
    );
  });

  it('rejects an application with a note, and sends no terms', async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('application-row', {}, { timeout: 10_000 });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Birch Build?' });
    expect(within(dialog).queryByLabelText(/Payment terms/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/Note/));
    await user.paste('No trading history');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodyOf('PATCH', '/api/company-applications/app1')).toEqual({
        decision: 'reject',
        note: 'No trading history',
      }),
    );
  });

  it("edits a company's terms, limit (empty: none) and status", async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    const [oak] = await screen.findAllByTestId('company-row', {}, { timeout: 10_000 });
    await user.click(within(oak!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Oak & Sons' });
    expect(within(dialog).getByLabelText(/Why it is on hold/)).toHaveValue('Overdue invoice');
    await user.clear(within(dialog).getByLabelText(/Credit limit/));
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PATCH', '/api/companies/co1')).toEqual({
        paymentTermsDays: 60,
        creditLimit: null,
        status: 'active',
      }),
    );
  });

  it('makes a company tax exempt with its reference, which it requires', async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    const [oak] = await screen.findAllByTestId('company-row', {}, { timeout: 10_000 });
    await user.click(within(oak!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Oak & Sons' });
    expect(within(dialog).queryByLabelText(/Exemption reference/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/Tax exempt/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the exemption reference')).toBeInTheDocument();
    expect(bodyOf('PATCH', '/api/companies/co1')).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/Exemption reference/), 'EX-2026-17');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PATCH', '/api/companies/co1')).toMatchObject({
        taxExempt: true,
        taxExemptReference: 'EX-2026-17',
      }),
    );
  });
});
