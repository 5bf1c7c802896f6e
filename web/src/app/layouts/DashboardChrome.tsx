import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { ReactNode } from 'react';

export const DASHBOARD_DRAWER_WIDTH = 240;

interface DashboardChromeProps {
  /** The drawer's links (none yet in a page's frame, before the caller is known). */
  links?: ReactNode;
  /** Opens the drawer on a narrow screen (the frame's button does nothing until the layout takes over). */
  onOpenMenu?: () => void;
  /** The narrow screens' drawer, a modal the layout brings. */
  modalDrawer?: ReactNode;
  children: ReactNode;
}

/** The dashboard's side drawer, headed 'Dashboard', as it sits in the page. */
export function DashboardNav({ links }: { links?: ReactNode }) {
  return (
    <Box component="nav" aria-label="Dashboard" sx={{ width: DASHBOARD_DRAWER_WIDTH }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Dashboard
      </Typography>
      {links}
    </Box>
  );
}

/**
 * The dashboard's columns: the drawer beside the screen on a wide screen, a 'Dashboard' button above
 * it on a narrow one. Drawn by the layout, and by a signed-in page's frame (app/page-frames.tsx)
 * before the layout's code and the caller have arrived, so the screen does not move when they do.
 */
export function DashboardChrome({ links, onOpenMenu, modalDrawer, children }: DashboardChromeProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        sx={{ display: { xs: 'none', md: 'block' }, borderRight: 1, borderColor: 'divider', minHeight: '70vh' }}
        data-testid="dashboard-drawer"
      >
        <DashboardNav links={links} />
      </Box>
      {modalDrawer}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Button
          startIcon={<MenuOpenIcon />}
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' }, mb: 1 }}
          aria-label="Open the dashboard menu"
        >
          Dashboard
        </Button>
        {children}
      </Box>
    </Box>
  );
}
