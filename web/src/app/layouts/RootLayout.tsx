import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { Navbar, NavSpinner, type NavLinkItem } from '../../components/Navbar';
import { LoadingIndicator } from '../../components/QueryState';
import { SkipLink } from '../../components/SkipLink';
import { ThemeToggle } from '../../components/ThemeToggle';
import { paths } from '../../config/paths';
import { ScrollRestoration } from './ScrollRestoration';
import { useSigninState } from '../../features/account/hooks/use-signin-state';

// Only signed-in visitors see the Dashboard menu: its code (MUI's Menu and Avatar) stays out of the first load.
const AccountMenu = lazy(() =>
  import('../../features/account/components/AccountMenu').then((m) => ({ default: m.AccountMenu })),
);

// It watches a signed-in session only (a refused token, a changed admin claim): not loaded for visitors.
const SessionWatch = lazy(() =>
  import('../../features/account/components/SessionWatch').then((m) => ({ default: m.SessionWatch })),
);

const signedOutLinks: NavLinkItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

export function RootLayout() {
  const signin = useSigninState();
  const signedIn = signin.status === 'success' && signin.data.signedIn;
  const extraLinks = signin.status === 'success' && !signedIn ? signedOutLinks : [];
  const accountArea =
    signin.status === 'loading' ? (
      <NavSpinner />
    ) : signedIn && signin.data.user ? (
      <Suspense fallback={<NavSpinner />}>
        <AccountMenu user={signin.data.user} />
      </Suspense>
    ) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {signedIn && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
      <SkipLink target="main" />
      <Navbar extraLinks={extraLinks} accountArea={accountArea} endArea={<ThemeToggle />} />
      {/* tabIndex -1: the skip link can move keyboard focus here. At least a screen tall: the footer
          starts below the fold, so a page whose content arrives late (the purchase page waits for
          its tool) does not push a visible footer down (CLS). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<LoadingIndicator label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
