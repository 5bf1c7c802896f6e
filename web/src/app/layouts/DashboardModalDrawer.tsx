import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { DashboardNav } from './DashboardChrome';

/**
 * The narrow screens' dashboard drawer: a modal, whose code (MUI's Modal, its transitions and
 * focus trap) is not loaded before the page's content: DashboardLayout fetches it once the page's
 * data is on screen, or at its first opening.
 */
export default function DashboardModalDrawer({
  open,
  onClose,
  links,
}: {
  open: boolean;
  onClose: () => void;
  links: ReactNode;
}) {
  return (
    <Drawer open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <DashboardNav links={links} />
    </Drawer>
  );
}
