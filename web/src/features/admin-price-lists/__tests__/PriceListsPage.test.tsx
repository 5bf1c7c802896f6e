import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CompanyPriceList, CompanySummary } from '@toolshub/shared';
import { renderPage as renderAppPage, sentBody } from '../../../testing/render-page';
import { stubScreenWidth } from '../../../testing/media-queries';
import { PriceListsPage, rulesSummary } from '../components/PriceListsPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const company = (id: string, name: string) => ({ id, name }) as CompanySummary;

const joinery: CompanyPriceList = {
  id: 'pl1',
  name: 'Joinery 2026',
  companyIds: ['co1'],
  rules: [
    { toolId: 'saw', unitPrice: 17.5 },
    { category: 'chisels', percentOff: 10 },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const call = (method: string, url: string) =>
  fetchMock.mock.calls.find(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
const bodyOf = (method: string, url: string) => sentBody(fetchMock, method, url);

const renderPage = () => renderAppPage(<PriceListsPage />, '/dashboard/price-lists');

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/price-lists?')) return json(200, [joinery], { 'X-Total-Count': '1' });
    if (url.startsWith('/api/companies?'))
      return json(200, [company('co1', 'Oak & Sons'), company('co2', 'Pine Ltd')], { 'X-Total-Count': '2' });
    if (url === '/api/categories') return json(200, [{ id: 'chisels', name: 'Chisels', toolCount: 3 }]);
    if (method === 'POST' && url === '/api/price-lists') {
      const body = JSON.parse(String(init?.body)) as { rules: { toolId?: string }[] };
      if (body.rules.some((rule) => rule.toolId === 'nope')) {
        return json(400, {
          error: {
            code: 'invalid-argument',
            message: 'No tool with id nope',
            fields: { 'rules[0].toolId': 'No tool with id nope' },
          },
        });
      }
      return json(201, { id: 'pl2' });
    }
    if (method === 'PUT') return json(200, joinery);
    if (method === 'DELETE') return json(200, { acknowledged: true, deletedCount: 1 });
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the shop admin's price lists", { timeout: 40_000 }, () => {
  it('lists each price list: name, companies, rules', async () => {
    stubScreenWidth(360);
    renderPage();
    const row = await screen.findByTestId('price-list-row', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Price lists 1', level: 1 })).toBeVisible();
    expect(row).toHaveTextContent(/Joinery 2026.*Companies1.*Rules1 tool, 1 category/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/price-lists?limit=25');
  });

  it('makes a new list: the companies ticked, a fixed price and a category discount', async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('price-list-row', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'New price list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price list' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Pine contract');
    await user.click(await within(dialog).findByLabelText('Pine Ltd'));
    await user.type(within(dialog).getByLabelText(/Tool id/), 'saw');
    await user.type(within(dialog).getByLabelText(/Price a piece/), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
    const [, second] = within(dialog).getAllByTestId('price-rule');
    await user.selectOptions(within(second!).getByLabelText(/Kind/), 'category');
    await user.selectOptions(await within(second!).findByLabelText(/Category/), 'chisels');
    await user.type(within(second!).getByLabelText(/Percent off/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('POST', '/api/price-lists')).toEqual({
        name: 'Pine contract',
        companyIds: ['co2'],
        rules: [
          { toolId: 'saw', unitPrice: 12.5 },
          { category: 'chisels', percentOff: 15 },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New price list' })).not.toBeInTheDocument());
  });

  it("shows the API's message under the rule's field", async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('price-list-row', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'New price list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price list' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Bad');
    await user.type(within(dialog).getByLabelText(/Tool id/), 'nope');
    await user.type(within(dialog).getByLabelText(/Price a piece/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('No tool with id nope')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText(/Tool id/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a list (the whole list is sent) and deletes one after asking', async () => {
    stubScreenWidth(360);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('price-list-row', {}, { timeout: 10_000 });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Joinery 2026' });
    expect(await within(dialog).findByLabelText('Oak & Sons')).toBeChecked();
    const price = within(dialog).getByLabelText(/Price a piece/);
    await user.clear(price);
    await user.type(price, '16');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PUT', '/api/price-lists/pl1')).toEqual({
        name: 'Joinery 2026',
        companyIds: ['co1'],
        rules: [
          { toolId: 'saw', unitPrice: 16 },
          { category: 'chisels', percentOff: 10 },
        ],
      }),
    );

    // Once the dialog has gone (the page is hidden from assistive technology while it shows).
    await user.click(
      await within(await screen.findByTestId('price-list-row')).findByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this price list?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call('DELETE', '/api/price-lists/pl1')).toBeDefined());
  });

  it('words the rules', () => {
    expect(rulesSummary({ rules: [{ toolId: 'a', unitPrice: 1 }] })).toBe('1 tool');
    expect(
      rulesSummary({
        rules: [
          { category: 'a', percentOff: 1 },
          { category: 'b', percentOff: 2 },
        ],
      }),
    ).toBe('2 categories');
  });
});
