import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SaveAsListButton } from '../SaveAsListButton';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

let fetchMock: Mock<typeof fetch>;
let member: boolean;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lines = [
  { toolId: 'plane', quantity: 4 },
  { toolId: 'saw', quantity: 2 },
];

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SaveAsListButton lines={lines} defaultName="PO 4471" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const postedBody = () => {
  const found = fetchMock.mock.calls.find(([u, init]) => String(u) === '/api/lists' && init?.method === 'POST');
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

beforeEach(() => {
  member = true;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/company') {
      return member ? json(200, { id: 'co1', role: 'buyer' }) : json(200, null);
    }
    if (url === '/api/lists' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      if (body.name === 'Taken') {
        return json(400, {
          error: {
            code: 'invalid-argument',
            message: 'No tool with id saw',
            fields: { 'lines[1].toolId': 'No tool with id saw' },
          },
        });
      }
      return json(201, { id: 'l9' });
    }
    return json(404, { error: { code: 'not-found', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('Save as list', { timeout: 20_000 }, () => {
  it('saves the lines under a name, shared with the company when ticked, and links to the lists', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as list' });
    expect(within(dialog).getByText('2 lines, with their quantities.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/List name/);
    expect(name).toHaveValue('PO 4471');
    await user.clear(name);
    await user.type(name, ' Monday kit ');
    await user.click(await within(dialog).findByLabelText(/Share with my company/));
    await user.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(await within(dialog).findByTestId('list-saved')).toHaveTextContent('Saved as “Monday kit”.');
    expect(within(dialog).getByRole('link', { name: 'Open your lists' })).toHaveAttribute('href', '/dashboard/lists');
    expect(postedBody()).toEqual({ name: 'Monday kit', shared: true, lines });
  });

  it('offers no sharing to an account in no company, and sends shared: false', async () => {
    member = false;
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as list' });
    await user.click(within(dialog).getByRole('button', { name: 'Save list' }));
    await within(dialog).findByTestId('list-saved');
    expect(within(dialog).queryByLabelText(/Share with my company/)).not.toBeInTheDocument();
    expect(postedBody()).toEqual({ name: 'PO 4471', shared: false, lines });
  });

  it('asks for a name before sending, and shows the API’s messages', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as list' });
    const name = within(dialog).getByLabelText(/List name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(postedBody()).toBeUndefined();

    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No tool with id saw');
  });
});
