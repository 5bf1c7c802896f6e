import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useSigninState } from '../../../hooks/use-signin-state';

interface RequireAuthProps {
  children?: ReactNode;
  /** Show the page while the session is being checked (it waits for the user itself where it needs one). */
  showPageWhileChecking?: boolean;
}

/** Signed-out visitors go to /login (history replaced), remembering where they were going. */
export function RequireAuth({ children, showPageWhileChecking = false }: RequireAuthProps) {
  const signin = useSigninState();
  const location = useLocation();
  if (signin.status === 'loading') {
    return showPageWhileChecking ? (children ?? <Outlet />) : <LoadingIndicator label="Checking your session" />;
  }
  if (signin.status === 'error' || !signin.data.signedIn) {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}

/** Admin pages: signed out or without the admin claim (read from the ID token) → /login. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const signin = useSigninState({ requiredClaims: { admin: true } });
  const location = useLocation();
  if (signin.status === 'loading') return <LoadingIndicator label="Checking your access" />;
  if (signin.status === 'error' || !signin.data.signedIn || !signin.data.hasRequiredClaims) {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
