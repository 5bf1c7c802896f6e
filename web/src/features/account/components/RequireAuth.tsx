import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { mayOpen, type DashboardScreen } from '../../../config/dashboard-screens';
import { paths } from '../../../config/paths';
import { useCaller } from '../../../hooks/use-caller';
import { useSigninState } from '../../../hooks/use-signin-state';
import { isSigningOut } from '../../../lib/session';
import { useStoredCaller } from '../../../lib/session-store';
import type { NotOpenScreen } from '../hooks/use-complete-sign-in';

interface RequireAuthProps {
  children?: ReactNode;
  /** What shows while the session is being checked (a spinner unless given). */
  checking?: ReactNode;
}

/**
 * Where a signed-out visitor goes: /login, remembering where they were going; home after signing out.
 * `notOpen`: the account is signed in but may not open the page, which /login then says (rather than
 * sending the signed-in account straight back here, and round again).
 */
function SignedOut({ notOpen }: { notOpen?: NotOpenScreen }) {
  const location = useLocation();
  // Decided once: <Navigate> navigates again whenever its target changes, and a render after the
  // sign-out has finished (a guard's deferred render) would otherwise send the page on to /login.
  const [target] = useState(() =>
    isSigningOut()
      ? { to: paths.home }
      : { to: paths.login, state: { from: location, ...(notOpen ? { notOpen } : {}) } },
  );
  return <Navigate to={target.to} replace state={target.state} />;
}

/** Signed-out visitors go to /login (history replaced), remembering where they were going. */
export function RequireAuth({ children, checking }: RequireAuthProps) {
  const signin = useSigninState();
  // The stored session's caller (lib/session-store.ts): the page opens on it while the SDK loads.
  const stored = useStoredCaller();
  const verdict: 'checking' | 'signed-out' | 'open' =
    signin.status === 'loading'
      ? stored
        ? 'open'
        : 'checking'
      : signin.status === 'error' || !signin.data.signedIn
        ? 'signed-out'
        : 'open';
  // Opening a page draws all of it, with its data (a dashboard with charts: 0.5 to 0.8 s at 4x CPU):
  // the session store's changes are deferred renders (lib/session-store.ts), which React slices and
  // interrupts for input; the frame stays until the page is drawn.
  if (verdict === 'checking') return checking ?? <LoadingIndicator label="Checking your session" />;
  if (verdict === 'signed-out') return <SignedOut />;
  return children ?? <Outlet />;
}

/**
 * A dashboard screen the permission table does not open to this caller (an admin page for a
 * customer, a signed-out visitor) → /login, remembering where they were going; for a signed-in
 * account, /login says the page is not open to it.
 */
export function RequireScreen({
  screen,
  children,
  checking,
}: {
  screen: DashboardScreen;
  children?: ReactNode;
  /** What shows while the caller is being read (a spinner unless given). */
  checking?: ReactNode;
}) {
  const session = useCaller();
  if (session.status === 'loading') return checking ?? <LoadingIndicator label="Checking your access" />;
  if (!mayOpen(screen, session.caller)) {
    const { caller } = session;
    return <SignedOut notOpen={caller ? { screen: screen.label, email: caller.email ?? null } : undefined} />;
  }
  return children ?? <Outlet />;
}
