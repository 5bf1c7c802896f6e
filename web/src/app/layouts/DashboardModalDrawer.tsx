import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { DashboardNav } from './DashboardChrome';

/**
 * The narrow screens' dashboard drawer: a modal, whose code (MUI's Modal, its transitions and
 * focus trap) loads when it is first opened (DashboardLayout), not before the page's content.
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
