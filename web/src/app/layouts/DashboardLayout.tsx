import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { LoadingIndicator } from '../../components/QueryState';
import { mayOpen, screenAt, screensFor } from '../../config/dashboard-screens';
import { paths } from '../../config/paths';
import { useCaller } from '../../hooks/use-caller';
import { membershipOf, useCompany } from '../../hooks/use-company';

const DRAWER_WIDTH = 240;

/**
 * /dashboard itself: a customer's orders (`customerScreen`); whoever may open Analytics (the
 * admins) lands there instead, the first screen of their drawer.
 */
export function DashboardLanding({ customerScreen }: { customerScreen: ReactNode }) {
  const session = useCaller();
  if (session.status !== 'ready') return <LoadingIndicator label="Loading the dashboard" />;
  if (mayOpen(screenAt(paths.dashboard.analytics), session.caller)) {
    return <Navigate to={paths.dashboard.analytics} replace />;
  }
  return <>{customerScreen}</>;
}

/** The side drawer headed 'Dashboard': the screens the permission table lets this caller open. */
export function DashboardLayout() {
  const session = useCaller();
  const [open, setOpen] = useState(false);
  const caller = session.status === 'ready' ? session.caller : null;
  // The company screens show once the caller's membership is known (the rest do not wait for it).
  const company = useCompany({ enabled: Boolean(caller && !caller.anonymous) });
  if (session.status !== 'ready') return <LoadingIndicator label="Loading the dashboard" />;
  const links = screensFor(session.caller, membershipOf(company.data));

  const content = (
    <Box component="nav" aria-label="Dashboard" sx={{ width: DRAWER_WIDTH }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Dashboard
      </Typography>
      {/* Each link in its own list item: a list holds only items (axe, WCAG 1.3.1). */}
      <List>
        {links.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.to}
              end
              onClick={() => setOpen(false)}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        sx={{ display: { xs: 'none', md: 'block' }, borderRight: 1, borderColor: 'divider', minHeight: '70vh' }}
        data-testid="dashboard-drawer"
      >
        {content}
      </Box>
      <Drawer open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }}>
        {content}
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Button
          startIcon={<MenuOpenIcon />}
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, mb: 1 }}
          aria-label="Open the dashboard menu"
        >
          Dashboard
        </Button>
        {/* Each screen brings its own error boundary (router.tsx), which keeps this drawer on screen. */}
        <Suspense fallback={<LoadingIndicator label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

export default DashboardLayout;
