import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSigninState } from '../../hooks/use-signin-state';
import { SessionProvider } from '../auth-session';
import { requestSigninWatch } from '../session-store';

/**
 * A browser that holds no Firebase session (fake-indexeddb stands in for the browser's IndexedDB,
 * empty; the test DOM's Web Storage is empty): the session is known to be signed out without reactfire
 * or the Firebase SDK, until Firebase Auth is started (a sign-in), when reactfire takes over.
 * reactfire is stood in for, as in auth-session.test.tsx.
 */
const reactfire = vi.hoisted(() => ({ asked: 0 }));
vi.mock('reactfire', () => ({
  useSigninCheck: () => {
    reactfire.asked++;
    return { status: 'success', data: { signedIn: true, hasRequiredClaims: false, user: { uid: 'buyer' } } };
  },
  FirebaseAppProvider: ({ children }: { children: ReactNode }) => children,
  AuthProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../firebase', () => ({ firebaseApp: {}, firebaseAuth: () => ({}) }));

function Readout() {
  const s = useSigninState();
  return (
    <p data-testid="readout">
      {s.status === 'success' ? (s.data.signedIn ? `in:${s.data.user?.uid}` : 'out') : s.status}
    </p>
  );
}

describe('the session in a browser that holds none', () => {
  it('reads signed out without asking reactfire, then follows reactfire once a sign-in starts Firebase Auth', async () => {
    render(
      <SessionProvider>
        <Readout />
      </SessionProvider>,
    );
    expect(await screen.findByText('out')).toBeInTheDocument();
    expect(reactfire.asked).toBe(0);

    act(() => requestSigninWatch());
    expect(await screen.findByText('in:buyer')).toBeInTheDocument();
    expect(reactfire.asked).toBeGreaterThan(0);
  });
});
