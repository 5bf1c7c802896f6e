import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSigninCheck } from 'reactfire';
import { Footer } from '../../components/Footer';
import { Navbar, NavSpinner, type NavLinkItem } from '../../components/Navbar';
import { LoadingIndicator } from '../../components/QueryState';
import { SkipLink } from '../../components/SkipLink';
import { ThemeToggle } from '../../components/ThemeToggle';
import { paths } from '../../config/paths';
import { AccountMenu } from '../../features/account/components/AccountMenu';
import { SessionWatch } from '../../features/account/components/SessionWatch';

const signedOutLinks: NavLinkItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register', to: paths.register },
];

export function RootLayout() {
  const signin = useSigninCheck();
  const signedIn = signin.status === 'success' && signin.data.signedIn;
  const extraLinks = signin.status === 'success' && !signedIn ? signedOutLinks : [];
  const accountArea =
    signin.status === 'loading' ? (
      <NavSpinner />
    ) : signedIn && signin.data.user ? (
      <AccountMenu user={signin.data.user} />
    ) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SessionWatch />
      <SkipLink target="main" />
      <Navbar extraLinks={extraLinks} accountArea={accountArea} endArea={<ThemeToggle />} />
      {/* tabIndex -1: the skip link can move keyboard focus here. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
        <Suspense fallback={<LoadingIndicator label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
