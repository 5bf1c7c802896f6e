import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenAt } from '../../../config/dashboard-screens';
import { paths } from '../../../config/paths';
import { LOADING_SESSION, publishSession, publishStoredCaller, useStoredCaller } from '../../../lib/session-store';
import { RequireAuth, RequireScreen } from '../components/RequireAuth';
import { storedCaller } from '../../../testing/stored-caller';

vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

/** A dashboard screen behind both guards, as the router nests them. */
function renderScreen(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAuth checking={<p>Checking your session</p>} />}>
          <Route
            path={path}
            element={
              <RequireScreen screen={screenAt(path)} checking={<p>Checking your access</p>}>
                <h1>The page itself</h1>
              </RequireScreen>
            }
          />
        </Route>
        <Route path={paths.login} element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  publishSession(LOADING_SESSION);
  publishStoredCaller(null);
});

describe("a signed-in page while the Auth SDK loads: the stored session's caller", () => {
  it('without one, the guards wait for the SDK', () => {
    renderScreen(paths.dashboard.analytics);
    expect(screen.getByText('Checking your session')).toBeVisible();
    expect(screen.queryByText('The page itself')).toBeNull();
  });

  it('opens the page for the account it may be opened to, before the SDK has answered', () => {
    publishStoredCaller(storedCaller({ uid: 'a1', email: 'admin@joinery.example', admin: true }));
    renderScreen(paths.dashboard.analytics);
    expect(screen.getByRole('heading', { level: 1, name: 'The page itself' })).toBeVisible();
  });

  it("refuses a page the stored account may not open, as the SDK's session would", () => {
    publishStoredCaller(storedCaller({ uid: 'c1', email: 'buyer@joinery.example', admin: false }));
    renderScreen(paths.dashboard.analytics);
    expect(screen.getByTestId('where')).toHaveTextContent(paths.login);
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;
    expect(state.notOpen).toEqual({ screen: 'Analytics', email: 'buyer@joinery.example' });
  });

  it('gives way to the SDK: a stored session it no longer honours goes to /login, and stays there', () => {
    publishStoredCaller(storedCaller({ uid: 'a1', email: 'admin@joinery.example', admin: true }));
    renderScreen(paths.dashboard.analytics);
    expect(screen.getByText('The page itself')).toBeVisible();
    act(() => publishSession({ status: 'success', user: null, isAdmin: false }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.login);
  });

  it("is forgotten once the SDK has answered: a later sign-in's loading is the SDK's alone", () => {
    publishStoredCaller(storedCaller({ uid: 'a1', email: 'admin@joinery.example', admin: true }));
    render(<StoredEmail />);
    expect(screen.getByTestId('stored')).toHaveTextContent('admin@joinery.example');
    act(() => publishSession({ status: 'success', user: null, isAdmin: false }));
    expect(screen.getByTestId('stored')).toHaveTextContent('none');
    act(() => publishSession(LOADING_SESSION));
    expect(screen.getByTestId('stored')).toHaveTextContent('none');
  });
});

describe('opening a page once the session is known', () => {
  it('keeps the frame until the page is ready to show, rather than a spinner in between', async () => {
    let arrive = () => {};
    const pageCode = new Promise<void>((resolve) => (arrive = resolve));
    let loaded = false;
    void pageCode.then(() => (loaded = true));
    // A page whose code is still on its way (a lazy route): it suspends until it is there.
    function Page() {
      if (!loaded) throw pageCode;
      return <h1>The page itself</h1>;
    }
    render(
      <MemoryRouter initialEntries={[paths.cart]}>
        <Routes>
          <Route
            element={
              <Suspense fallback={<p>A spinner</p>}>
                <RequireAuth checking={<p>The frame</p>} />
              </Suspense>
            }
          >
            <Route path={paths.cart} element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('The frame')).toBeVisible();
    act(() => publishSession({ status: 'success', user: { uid: 'c1' } as never, isAdmin: false }));
    expect(screen.getByText('The frame')).toBeVisible();
    expect(screen.queryByText('A spinner')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeVisible();
  });
});

describe('a stored session read after the SDK has answered', () => {
  it("is not taken: the SDK's session stands, even when a later sign-in makes it load again", () => {
    act(() => publishSession({ status: 'success', user: null, isAdmin: false }));
    publishStoredCaller(storedCaller({ uid: 'a1', email: 'admin@joinery.example', admin: true }));
    render(<StoredEmail />);
    act(() => publishSession(LOADING_SESSION));
    expect(screen.getByTestId('stored')).toHaveTextContent('none');
  });
});

function StoredEmail() {
  return <p data-testid="stored">{useStoredCaller()?.email ?? 'none'}</p>;
}
