import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Company } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { CompanyPage } from '../components/CompanyPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const session = { user: { email: 'ada@oak.example', displayName: 'Ada', emailVerified: true } };
vi.mock('../../../hooks/use-user', () => ({ useUser: () => ({ status: 'success', data: session.user }) }));

let fetchMock: Mock<typeof fetch>;
/** GET /api/company's answer (null: in no company). */
let company: Company | null;
/** What the API answers to the writes, by `METHOD path`. */
let answers: Record<string, () => Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const oak = (over: Partial<Company> = {}): Company => ({
  id: 'co1',
  name: 'Oak & Sons',
  taxId: 'GB123',
  status: 'active',
  holdReason: null,
  taxExempt: false,
  taxExemptReference: null,
  paymentTermsDays: 60,
  creditLimit: 1000,
  creditUsed: 250,
  creditAvailable: 750,
  locations: [{ id: 'yard', name: 'Yard', address: '1 Mill Lane', phone: '01711111111' }],
  role: 'admin',
  spendingLimit: null,
  members: [
    { uid: 'u1', name: 'Ada', email: 'ada@oak.example', role: 'admin', spendingLimit: null, joinedAt: null },
    { uid: 'u2', name: 'Bob', email: 'bob@oak.example', role: 'buyer', spendingLimit: 200, joinedAt: null },
  ],
  invitations: [
    { id: 'inv1', email: 'cy@oak.example', role: 'buyer', spendingLimit: 50, createdAt: null, status: 'open' },
  ],
  ...over,
});

const bodyOf = (method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/dashboard/company']}>
          <CompanyPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const slow = { timeout: 5000 };

/** Types by pasting: one event instead of one per key (MUI's fields are slow to type into in the test DOM). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  company = oak();
  answers = {};
  session.user.emailVerified = true;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (answers[key]) return answers[key]();
    if (key === 'GET /api/company') {
      return company ? json(200, company) : json(200, null);
    }
    return json(404, { error: { code: 'not-found', message: `No route ${key}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the company page', { timeout: 40_000 }, () => {
  it('shows a buyer the company, terms, credit as a bar and the sites, without managing anything', async () => {
    company = oak({ role: 'buyer', spendingLimit: 200, members: undefined, invitations: undefined });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Oak & Sons', level: 1 }, slow)).toBeInTheDocument();
    // The title is set by an effect, which may run after the render's DOM is seen.
    await waitFor(() => expect(document.title).toBe('Company | Tools Hub'));
    expect(screen.getByTestId('company-terms')).toHaveTextContent('Net 60');
    expect(screen.getByTestId('company-role')).toHaveTextContent('Buyer');
    expect(screen.getByTestId('company-spending-limit')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('company-tax')).toHaveTextContent('Charged on every order');
    expect(screen.getByTestId('credit-text')).toHaveTextContent('$250.00 used of $1,000.00; $750.00 available');
    expect(screen.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('site-row')).toHaveTextContent('1 Mill Lane');
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit sites' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
  });

  it('gives a company admin the members with role and limit, the open invitations, and inviting by e-mail', async () => {
    answers['POST /api/company/invitations'] = () => json(201, { id: 'inv2' });
    const user = userEvent.setup();
    renderPage();
    const rows = await screen.findAllByTestId('member-row', {}, slow);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ada \(you\).*ada@oak\.example.*Company admin.*No limit/),
      expect.stringMatching(/Bob.*bob@oak\.example.*Buyer.*\$200\.00/),
    ]);
    expect(screen.getByTestId('invitation-row')).toHaveTextContent('cy@oak.example');

    const form = screen.getByRole('form', { name: 'Invite a member' });
    await fill(user, within(form).getByLabelText(/E-mail/), 'Dee@Oak.example');
    await fill(user, within(form).getByLabelText(/Spending limit/), '75.5');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(bodyOf('POST', '/api/company/invitations')).toEqual({
        email: 'dee@oak.example',
        role: 'buyer',
        spendingLimit: 75.5,
      }),
    );
    expect(await screen.findByText('Invitation sent to dee@oak.example')).toBeVisible();
  });

  it("changes a member's role and limit (empty: no limit), and shows the API's refusal to remove the last admin", async () => {
    answers['PATCH /api/company/members/u2'] = () =>
      json(200, {
        uid: 'u2',
        name: 'Bob',
        email: 'bob@oak.example',
        role: 'admin',
        spendingLimit: null,
        joinedAt: null,
      });
    answers['DELETE /api/company/members/u1'] = () =>
      json(409, { error: { code: 'conflict', message: 'A company keeps at least one company admin' } });
    const user = userEvent.setup();
    renderPage();
    const [ada, bob] = await screen.findAllByTestId('member-row', {}, slow);

    await user.click(within(bob!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bob' });
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'admin');
    await user.clear(within(dialog).getByLabelText(/Spending limit/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PATCH', '/api/company/members/u2')).toEqual({ role: 'admin', spendingLimit: null }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(ada!).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('A company keeps at least one company admin')).toBeVisible();
  });

  it('saves the sites whole: existing ones by id, new ones without', async () => {
    answers['PUT /api/company/locations'] = () => json(200, []);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit sites' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Sites' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a site' }));
    const second = within(dialog).getAllByTestId('site-fields')[1]!;
    await fill(user, within(second).getByLabelText(/Site name/), 'Workshop');
    await fill(user, within(second).getByLabelText(/Address/), '2 Saw Street');
    await fill(user, within(second).getByLabelText(/Phone/), '01722222222');
    await user.click(within(dialog).getByRole('button', { name: 'Save sites' }));
    await waitFor(() =>
      expect(bodyOf('PUT', '/api/company/locations')).toEqual({
        locations: [
          { id: 'yard', name: 'Yard', address: '1 Mill Lane', phone: '01711111111' },
          { name: 'Workshop', address: '2 Saw Street', phone: '01722222222' },
        ],
      }),
    );
  });

  it("tells its members the company is tax-exempt, with the exemption's reference", async () => {
    company = oak({ role: 'buyer', taxExempt: true, taxExemptReference: 'EXEMPT-CERT-0042' });
    renderPage();
    expect(await screen.findByTestId('company-tax', {}, slow)).toHaveTextContent('Exempt (EXEMPT-CERT-0042)');
  });

  it('says a company is on hold', async () => {
    company = oak({ status: 'on-hold', holdReason: 'Invoice INV-2026-00004 is 20 days overdue' });
    renderPage();
    expect(
      await screen.findByText(/Your company is on hold: Invoice INV-2026-00004 is 20 days overdue/, {}, slow),
    ).toBeVisible();
  });

  it('offers an account in no company the application, then shows it pending', async () => {
    company = null;
    answers['POST /api/company-applications'] = () => json(201, { id: 'app1' });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Apply for a trade account', level: 1 }, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Company name is required')).toBeVisible();
    await fill(user, screen.getByLabelText(/Company name/), ' Oak & Sons ');
    await fill(user, screen.getByLabelText(/Address/), '1 Mill Lane');
    await fill(user, screen.getByLabelText(/Phone/), '01711111111');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('application-pending')).toHaveTextContent(
      "Your application for Oak & Sons is waiting for the shop's decision",
    );
    expect(bodyOf('POST', '/api/company-applications')).toEqual({
      companyName: 'Oak & Sons',
      address: '1 Mill Lane',
      phone: '01711111111',
    });
  });

  it("shows a second application's refusal (one pending per account) as the pending state", async () => {
    company = null;
    answers['POST /api/company-applications'] = () =>
      json(409, { error: { code: 'conflict', message: 'Your application of 2026-11-20 is waiting for a decision' } });
    const user = userEvent.setup();
    renderPage();
    await fill(user, await screen.findByLabelText(/Company name/, {}, slow), 'Oak');
    await fill(user, screen.getByLabelText(/Address/), '1 Mill Lane');
    await fill(user, screen.getByLabelText(/Phone/), '01711111111');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('application-pending')).toHaveTextContent(
      'Your application of 2026-11-20 is waiting for a decision',
    );
  });

  it('asks an unverified account to verify its address before applying', async () => {
    company = null;
    session.user.emailVerified = false;
    renderPage();
    expect(await screen.findByText(/Verify your e-mail address first/, {}, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});
