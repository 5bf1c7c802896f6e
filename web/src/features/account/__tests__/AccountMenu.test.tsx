import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AccountMenu } from '../components/AccountMenu';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const caller = { uid: 'u1', email: 'ada@oak.example', admin: false };
vi.mock('../../../hooks/use-caller', () => ({ useCaller: () => ({ status: 'ready', caller }) }));
vi.mock('../../../hooks/use-sign-out', () => ({ useSignOut: () => () => Promise.resolve() }));
/** Whether the menu list's chunk was asked for (the factory runs at its first import). */
const listChunk = vi.hoisted(() => ({ loaded: false }));
vi.mock('../components/AccountMenuList', async (importOriginal) => {
  listChunk.loaded = true;
  return importOriginal();
});

let fetchMock: Mock<typeof fetch>;
/** GET /api/company: a role, or none (null). */
let role: 'admin' | 'buyer' | null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderMenu(user: Partial<User> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountMenu user={{ displayName: 'Ada', email: 'ada@oak.example', emailVerified: true, ...user } as User} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  caller.admin = false;
  role = null;
  fetchMock = vi.fn<typeof fetch>(async () => (role ? json(200, { id: 'co1', name: 'Oak', role }) : json(200, null)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the account menu', { timeout: 20_000 }, () => {
  // First: a module is imported once per file, so only the first test here can show when.
  it("fetches the list's code only when the button is pointed at or opened", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: /Dashboard menu/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(listChunk.loaded).toBe(false);
    await user.hover(button);
    await waitFor(() => expect(listChunk.loaded).toBe(true));
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('reads the company only once opened, and offers a verified customer in no company the trade account application', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Apply for a trade account' })).toHaveAttribute(
      'href',
      '/dashboard/company',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/company']);
  });

  it('holds the row the company decides while it is read, so Sign out stays where it is', async () => {
    let answer: (res: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    const holder = await screen.findByRole('menuitem', { name: 'Loading your company…' });
    expect(holder).toHaveAttribute('aria-disabled', 'true');
    const rowsWhileReading = menuLabels();
    expect(rowsWhileReading.at(-1)).toBe('Sign out');

    answer(json(200, null));
    await screen.findByRole('menuitem', { name: 'Apply for a trade account' });
    // The application took the holder's row: Sign out is at the same place in the list.
    expect(menuLabels()).toEqual(
      rowsWhileReading.map((label) => (label === 'Loading your company…' ? 'Apply for a trade account' : label)),
    );
  });

  it("offers a company admin its company's screens instead", async () => {
    role = 'admin';
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    await screen.findByRole('menuitem', { name: 'Approvals' });
    expect(menuLabels()).toEqual([
      'My Profile',
      'My Order',
      'Buying Lists',
      'My Quotes',
      'Add Review',
      'Company',
      'Approvals',
      'Sign out',
    ]);
  });

  it('gives a buyer Company, not Approvals', async () => {
    role = 'buyer';
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    await screen.findByRole('menuitem', { name: 'Company' });
    expect(menuLabels()).not.toContain('Approvals');
    expect(menuLabels()).not.toContain('Apply for a trade account');
  });

  it('does not offer the application to an unverified account', async () => {
    const user = userEvent.setup();
    renderMenu({ emailVerified: false });
    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(menuLabels()).not.toContain('Apply for a trade account');
  });

  it("shows the shop's blank image from wherever the shop is now", () => {
    // Set at registration on another address (a moved domain, another port): the same image here.
    renderMenu({ photoURL: 'http://127.0.0.1:9050/images/blank-profile.svg' });
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/blank-profile.svg');
  });

  it('keeps an uploaded photo as it is', () => {
    const uploaded =
      'https://firebasestorage.googleapis.com/v0/b/demo-toolshub.appspot.com/o/avatars%2Fu1%2Favatar?alt=media';
    renderMenu({ photoURL: uploaded });
    expect(document.querySelector('img')).toHaveAttribute('src', uploaded);
  });
});
