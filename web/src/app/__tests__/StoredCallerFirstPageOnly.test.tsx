import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../features/account/components/RequireAuth';
import { paths } from '../../config/paths';
import { LOADING_SESSION, publishSession, publishStoredCaller } from '../../lib/session-store';
import { StoredCallerFirstPageOnly } from '../layouts/StoredCallerFirstPageOnly';
import { storedCaller } from '../../testing/stored-caller';

vi.mock('../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

afterEach(() => {
  publishSession(LOADING_SESSION);
  publishStoredCaller(null);
});

describe('the page the app started on', () => {
  it('alone opens on the stored caller: a page opened from it waits for the SDK', async () => {
    publishStoredCaller(storedCaller({ uid: 'c1', email: 'buyer@joinery.example', admin: false }));
    render(
      <MemoryRouter initialEntries={[paths.dashboard.myOrders]}>
        <StoredCallerFirstPageOnly />
        <Routes>
          <Route element={<RequireAuth checking={<p>Checking your session</p>} />}>
            <Route path={paths.dashboard.myOrders} element={<Link to={paths.cart}>To the cart</Link>} />
            <Route path={paths.cart} element={<h1>The cart</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'To the cart' }));
    expect(screen.getByText('Checking your session')).toBeVisible();
    expect(screen.queryByText('The cart')).toBeNull();
    act(() => publishSession({ status: 'success', user: { uid: 'c1' } as never, isAdmin: false }));
    expect(screen.getByRole('heading', { name: 'The cart' })).toBeVisible();
  });
});
