import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { DashboardScreen } from '../../../config/dashboard-screens';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  links: DashboardScreen[];
  /** A verified customer in no company: the trade account application. */
  mayApply: boolean;
  /** The company is being read: its screens (or the application) are not known yet. */
  companyLoading: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The account menu's list: its own chunk, loaded on the first opening (MUI's Menu brings Popover,
 * Modal and the focus trap, which no signed-in page needs before then: the purchase page loads
 * 15.9 kB gzip less without them).
 */
export default function AccountMenuList({ id, anchor, links, mayApply, companyLoading, onClose, onSignOut }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      {/* Holds the row the company's screens or the application take when the company is read, so
          Sign out does not move down under a pointer on its way to it. */}
      {companyLoading && <MenuItem disabled>Loading your company…</MenuItem>}
      {mayApply && (
        <MenuItem component={RouterLink} to={paths.dashboard.company} onClick={onClose}>
          Apply for a trade account
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Sign out
      </MenuItem>
    </Menu>
  );
}
