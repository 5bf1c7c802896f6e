import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { SessionCheckPlaceholder } from '../../components/LoadingIndicator';
import { Navbar, type NavLinkItem } from '../../components/Navbar';
import { ThemeToggle } from '../../components/ThemeToggle';
import { paths } from '../../config/paths';
import { useSigninState } from '../../hooks/use-signin-state';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// Only signed-in visitors see the Dashboard menu: its code (MUI's Menu and Avatar) stays out of the first load.
const AccountMenu = lazyWithRetry(() =>
  import('../../features/account/components/AccountMenu').then((m) => ({ default: m.AccountMenu })),
);

// It watches a signed-in session only (a refused token, a changed admin claim): not loaded for visitors.
const SessionWatch = lazyWithRetry(() =>
  import('../../features/account/components/SessionWatch').then((m) => ({ default: m.SessionWatch })),
);

// The cart's line count: its query and MUI's Badge load for signed-in visitors only.
const CartNavBadge = lazyWithRetry(() => import('../../features/cart/components/CartNavBadge'));

const signedInLinks: NavLinkItem[] = [
  {
    label: 'Cart',
    to: paths.cart,
    adornment: (
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <CartNavBadge />
        </Suspense>
      </ErrorBoundary>
    ),
  },
  { label: 'Quick order', to: paths.quickOrder },
];

const signedOutLinks: NavLinkItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

/**
 * The navbar as the session shapes it. The session is read here, not in the layout: when it becomes
 * known right after a pre-rendered page is hydrated, only the navbar renders again, and the page
 * below (whose code may still be on its way) is left alone instead of being rendered from scratch.
 */
export function SiteNavbar() {
  const signin = useSigninState();
  // Code of the account area that failed to load is asked for again on the next page.
  const { key: page } = useLocation();
  const signedIn = signin.status === 'success' && signin.data.signedIn;
  const extraLinks = signin.status !== 'success' ? [] : signedIn ? signedInLinks : signedOutLinks;
  const accountArea =
    signin.status === 'loading' ? (
      <SessionCheckPlaceholder />
    ) : signedIn && signin.data.user ? (
      <ErrorBoundary
        resetKey={page}
        fallback={(_error, retry) => (
          <Button color="inherit" variant="outlined" onClick={retry}>
            Reload the account menu
          </Button>
        )}
      >
        <Suspense fallback={<SessionCheckPlaceholder />}>
          <AccountMenu user={signin.data.user} />
        </Suspense>
      </ErrorBoundary>
    ) : null;

  return (
    <>
      {signedIn && (
        <ErrorBoundary resetKey={page} fallback={() => null}>
          <Suspense fallback={null}>
            <SessionWatch />
          </Suspense>
        </ErrorBoundary>
      )}
      <Navbar extraLinks={extraLinks} accountArea={accountArea} endArea={<ThemeToggle />} />
    </>
  );
}
