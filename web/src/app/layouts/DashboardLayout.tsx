import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { mayOpen, screenAt, screensFor } from '../../config/dashboard-screens';
import { paths } from '../../config/paths';
import { useCaller } from '../../hooks/use-caller';
import { membershipOf, useCompany } from '../../hooks/use-company';
import { PageFrameAt } from '../page-frames';
import { OnDemandDialog, useDialogOpenings } from '../../components/OnDemandDialog';
import { afterSessionStart } from '../../lib/auth-session';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { DashboardChrome } from './DashboardChrome';

const DashboardModalDrawer = lazyWithRetry(() => import('./DashboardModalDrawer'));

/**
 * /dashboard itself: a customer's orders (`customerScreen`); whoever may open Analytics (the
 * admins) lands there instead, the first screen of their drawer.
 */
export function DashboardLanding({ customerScreen }: { customerScreen: ReactNode }) {
  const session = useCaller();
  if (session.status !== 'ready') return <PageFrameAt label="Loading the dashboard" screenOnly />;
  if (mayOpen(screenAt(paths.dashboard.analytics), session.caller)) {
    return <Navigate to={paths.dashboard.analytics} replace />;
  }
  return <>{customerScreen}</>;
}

/** The side drawer headed 'Dashboard': the screens the permission table lets this caller open. */
export function DashboardLayout() {
  const session = useCaller();
  const drawer = useDialogOpenings();
  const narrowScreens = useTheme()
    .breakpoints.down('md')
    .replace(/^@media\s*/, '');
  // On a narrow screen the drawer's code is fetched once the page's data is on screen (where the
  // session starts), so that its first opening does not wait for it.
  useEffect(() => {
    if (!window.matchMedia?.(narrowScreens).matches) return;
    return afterSessionStart(() => DashboardModalDrawer.preload());
  }, [narrowScreens]);
  const caller = session.status === 'ready' ? session.caller : null;
  // The company screens show once the caller's membership is known (the rest do not wait for it).
  const company = useCompany({ enabled: Boolean(caller && !caller.anonymous) });
  if (session.status !== 'ready') return <PageFrameAt label="Loading the dashboard" />;
  const links = screensFor(session.caller, membershipOf(company.data));

  // Each link in its own list item: a list holds only items (axe, WCAG 1.3.1).
  const list = (
    <List>
      {links.map((link) => (
        <ListItem key={link.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={link.to}
            end
            onClick={drawer.hide}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
          >
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <DashboardChrome
      links={list}
      onOpenMenu={drawer.show}
      modalDrawer={
        <OnDemandDialog openings={drawer.openings} name="dashboard menu">
          <DashboardModalDrawer open={drawer.open} onClose={drawer.hide} links={list} />
        </OnDemandDialog>
      }
    >
      {/* Each screen brings its own error boundary (router.tsx), which keeps this drawer on screen. */}
      <Suspense fallback={<PageFrameAt label="Loading page" screenOnly />}>
        <Outlet />
      </Suspense>
    </DashboardChrome>
  );
}

export default DashboardLayout;
