import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { OfflineBanner } from '../../components/OfflineBanner';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { SkipLink } from '../../components/SkipLink';
import { AddToCartContext, type AddToCartProps } from '../../components/tool-actions';
import { AddToCartButton } from '../../features/cart/components/AddToCartButton';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { usePricesFollowViewer } from '../../hooks/use-prices-follow-viewer';
import { useUnverifiedEmail } from '../../hooks/use-unverified-email';
import { Island } from '../../islands/Island';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { PageFrameAt } from '../page-frames';
import { ScrollRestoration } from './ScrollRestoration';
import { SiteNavbar } from './SiteNavbar';
import { StoredCallerFirstPageOnly } from './StoredCallerFirstPageOnly';

// The catalogue's cards and purchase page show the cart's button (features do not import one another).
// Marked as an island: on a visitor's Home the buttons work before (and without) the rest of the app.
const renderAddToCart = (props: AddToCartProps) => (
  <Island
    name="add-to-cart"
    props={{
      tool: props.tool._id,
      ...(props.quantity === undefined ? {} : { quantity: props.quantity }),
      ...(props.variant ? { variant: props.variant } : {}),
    }}
  >
    <AddToCartButton {...props} />
  </Island>
);

/**
 * Tools read before the session was known are read again with its token (a member's `yourPrice`).
 * A component of its own, so the session it reads re-renders nothing else.
 */
function PricesFollowViewer() {
  usePricesFollowViewer();
  return null;
}

// Only unverified accounts load the banner's code: a visitor's first load (Home's budget) never does.
const VerifyEmailBanner = lazyWithRetry(() => import('../../features/account/components/VerifyEmailBanner'));

/**
 * The banner for an account whose address is not verified. Its own component: the session it
 * reads changes while a pre-rendered page is still being taken over, and a re-render of the layout
 * would reach the page's lazy route before React has hydrated it (React then redraws it instead).
 */
function UnverifiedEmailBanner() {
  const unverifiedEmail = useUnverifiedEmail();
  if (!unverifiedEmail) return null;
  return (
    // The banner is a courtesy: if its code cannot load, the order forms still explain.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <VerifyEmailBanner email={unverifiedEmail} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function RootLayout() {
  return (
    <AddToCartContext value={renderAddToCart}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink target="main" />
        <PricesFollowViewer />
        {/* The islands a visitor's Home, Blogs and Portfolio hydrate alone (islands/main.tsx). */}
        <Island name="header">
          <SiteNavbar />
        </Island>
        <UnverifiedEmailBanner />
        {/* tabIndex -1: the skip link can move keyboard focus here. At least a screen tall: the footer
          starts below the fold, so a page whose content arrives late (the purchase page waits for
          its tool) does not push a visible footer down (CLS). */}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
        >
          <PageErrorBoundary>
            <Suspense fallback={<PageFrameAt label="Loading page" />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </Box>
        <Island name="footer">
          <Footer />
        </Island>
        <Island name="offline">
          <OfflineBanner />
        </Island>
        <ScrollRestoration />
        <StoredCallerFirstPageOnly />
      </Box>
    </AddToCartContext>
  );
}
