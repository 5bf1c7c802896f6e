import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { screenAt } from '../../../config/dashboard-screens';
import { paths } from '../../../config/paths';
import { Where } from '../../../testing/where';
import { LoginForm } from '../components/LoginPage';
import { RequireScreen } from '../components/RequireAuth';
import { NO_STORED_SESSION, publishSession } from '../../../lib/session-store';
import { forgetPublishedSession } from '../../../testing/signed-in-user';
import type { User } from 'firebase/auth';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));
const session = { signedIn: true, admin: false };

/** The session the Auth SDK would publish for `session` (lib/session-store.ts). */
function publishTheSession() {
  publishSession(
    session.signedIn
      ? {
          status: 'success',
          user: { uid: 'u1', email: 'buyer@joinery.example', isAnonymous: false } as User,
          isAdmin: session.admin,
        }
      : NO_STORED_SESSION,
  );
}

const loginMounted = vi.fn();
/**
 * The real Login form, counted: sent back and forth between the page and /login, the two would
 * mount each other without end (and hang the test); the tenth mount fails it instead.
 */
function CountedLogin() {
  loginMounted();
  if (loginMounted.mock.calls.length > 10) throw new Error('Login and the page keep sending the account to each other');
  return <LoginForm />;
}

/** The screen at `path` behind its guard; /login as `login` (the real form, or a probe). */
function renderAt(path: string, login = <Where />) {
  publishTheSession();
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={path}
            element={
              <RequireScreen screen={screenAt(path)}>
                <h1>The page itself</h1>
              </RequireScreen>
            }
          />
          <Route path={paths.login} element={login} />
          <Route path={paths.dashboard.root} element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

afterEach(forgetPublishedSession);

beforeEach(() => {
  loginMounted.mockClear();
  session.signedIn = true;
  session.admin = false;
});

describe('a dashboard screen behind the permission table', () => {
  it('opens for an account it is open to', () => {
    session.admin = true;
    renderAt(paths.dashboard.analytics);
    expect(screen.getByRole('heading', { level: 1, name: 'The page itself' })).toBeVisible();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    session.signedIn = false;
    renderAt(paths.dashboard.analytics);
    expect(screen.getByTestId('where')).toHaveTextContent(paths.login);
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;
    expect(state.from).toMatchObject({ pathname: paths.dashboard.analytics });
    expect(state.notOpen).toBeUndefined();
  });

  it("sends a signed-in customer from an admin's page to /login with the page it was refused", () => {
    renderAt(paths.dashboard.analytics);
    expect(screen.getByTestId('where')).toHaveTextContent(paths.login);
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;
    expect(state.from).toMatchObject({ pathname: paths.dashboard.analytics });
    expect(state.notOpen).toEqual({ screen: 'Analytics', email: 'buyer@joinery.example' });
  });

  it('where Login says so and stays, instead of sending the signed-in account back to the page (and round again)', async () => {
    renderAt(paths.dashboard.analytics, <CountedLogin />);
    expect(screen.queryByText('The page itself')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await screen.findByTestId('screen-not-open')).toHaveTextContent(
      'Analytics is not open to buyer@joinery.example. Sign in with an account that may open it, or go to your dashboard.',
    );
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', paths.dashboard.root);
  });

  it("does the same for an admin at a customer's own page", async () => {
    session.admin = true;
    renderAt(paths.dashboard.myQuotes, <CountedLogin />);
    expect(await screen.findByTestId('screen-not-open')).toHaveTextContent(
      /^My Quotes is not open to buyer@joinery\.example\./,
    );
  });
});
