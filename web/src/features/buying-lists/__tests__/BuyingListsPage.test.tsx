import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { BuyingList, BuyingListCartResult } from '@toolshub/shared';
import { renderPage as renderAppPage, sentBody } from '../../../testing/render-page';
import { BuyingListsPage } from '../components/BuyingListsPage';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const siteKit: BuyingList = {
  id: 'l1',
  name: 'Site kit',
  shared: true,
  owner: { uid: 'u2', name: 'Bea Birch' },
  companyId: 'co1',
  mine: false,
  lines: [
    { toolId: 'plane', quantity: 4, toolName: 'Block Plane', sku: 'PL-1', archived: false },
    { toolId: 'rasp', quantity: 2, toolName: 'Old Rasp', sku: 'RA-1', archived: true },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const outcome: BuyingListCartResult = {
  added: [{ toolId: 'plane', quantity: 4, toolName: 'Block Plane', cartQuantity: 4, unitPrice: 31.5 }],
  refused: [{ toolId: 'rasp', quantity: 2, toolName: 'Old Rasp', message: 'Old Rasp is no longer sold' }],
  cart: { lines: [{ toolId: 'plane', quantity: 4 }], updatedAt: '2026-11-03T10:00:00.000Z' },
};

const bodyOf = (method: string, url: string) => sentBody(fetchMock, method, url);

const renderPage = () => renderAppPage(<BuyingListsPage />, '/dashboard/lists');

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/lists') return json(200, [siteKit]);
    if (method === 'GET' && url === '/api/company') return json(200, { id: 'co1', role: 'buyer' });
    if (method === 'POST' && url === '/api/lists/l1/add-to-cart') return json(200, outcome);
    if (method === 'PUT' && url === '/api/lists/l1') {
      const body = JSON.parse(String(init?.body)) as { lines: { quantity: number }[] };
      if (body.lines.some((line) => line.quantity === 0)) {
        return json(400, {
          error: {
            code: 'invalid-argument',
            message: 'Quantity must be at least 1',
            fields: { 'lines[0].quantity': 'Quantity must be at least 1' },
          },
        });
      }
      return json(200, siteKit);
    }
    if (method === 'DELETE' && url === '/api/lists/l1') return json(200, { acknowledged: true, deletedCount: 1 });
    return json(404, { error: { code: 'not-found', message: `No route ${method} ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('BuyingListsPage', { timeout: 20_000 }, () => {
  it('shows each list: name, owner, shared, lines and when it changed', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Site kit' });
    expect(within(card).getByText('Shared')).toBeInTheDocument();
    expect(within(card).getByText(/By Bea Birch · 2 lines · updated Nov 2, 2026/)).toBeInTheDocument();
    expect(within(card).getByText('4 × Block Plane, 2 × Old Rasp')).toBeInTheDocument();
  });

  it('"Add all to cart" shows what went in, at what price, and each line left out with why', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Site kit' });
    await user.click(within(card).getByRole('button', { name: 'Add all to cart' }));
    const result = await screen.findByTestId('add-outcome');
    expect(result).toHaveTextContent('Added 1 line of “Site kit” to your cart.');
    expect(within(result).getByRole('list', { name: 'Added to the cart' })).toHaveTextContent(
      'Block Plane: 4 at $31.50 each',
    );
    expect(within(result).getByRole('list', { name: 'Not added' })).toHaveTextContent('Old Rasp is no longer sold');
    expect(within(result).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(
      fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/lists/l1/add-to-cart' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('edits a list: sends the whole list, and shows the API’s message under the line at fault', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Site kit' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit list' });
    const quantity = within(dialog).getByLabelText('Quantity of Block Plane');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Old Rasp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(bodyOf('PUT', '/api/lists/l1')).toEqual({
      name: 'Site kit',
      shared: true,
      lines: [{ toolId: 'plane', quantity: 0 }],
    });

    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit list' })).not.toBeInTheDocument());
  });

  it('deletes a list after asking', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Site kit' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Site kit”?' });
    expect(confirm).toHaveTextContent('Your whole company loses this shared list.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/lists/l1' && init?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });
});
