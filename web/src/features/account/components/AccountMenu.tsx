import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { screensFor } from '../../../config/dashboard-screens';
import { paths } from '../../../config/paths';
import { useCaller } from '../../../hooks/use-caller';
import { membershipOf, useCompany } from '../../../hooks/use-company';
import { useSignOut } from '../../../hooks/use-sign-out';

/** A signed-in user's Dashboard menu (with Sign out, the only one on a phone) and Sign out. */
export function AccountMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const session = useCaller();
  const caller = session.status === 'ready' ? session.caller : null;
  // The company (which of its screens to offer) is read once the menu has been opened, not on every page.
  const [opened, setOpened] = useState(false);
  const company = useCompany({ enabled: opened && Boolean(caller && !caller.anonymous) });
  // The drawer's own list, so the two never disagree.
  const dashboardLinks = caller ? screensFor(caller, membershipOf(company.data)) : [];
  // A verified customer in no company may apply for a trade account (the company page holds the form).
  const mayApply = Boolean(caller && !caller.admin && !caller.anonymous && user.emailVerified && company.data === null);
  const close = () => setAnchor(null);
  const name = user.displayName || user.email || 'Account';

  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? 'dashboard-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        startIcon={<Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 28, height: 28 }} />}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ textTransform: 'none' }}
      >
        {/* On a phone only the avatar shows (the name stays for screen readers): the bar has no room. */}
        <Box
          component="span"
          data-testid="account-name"
          sx={{
            position: { xs: 'absolute', sm: 'static' },
            width: { xs: '1px', sm: 'auto' },
            height: { xs: '1px', sm: 'auto' },
            overflow: { xs: 'hidden', sm: 'visible' },
            clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {' '}
          Dashboard menu
        </span>
      </Button>
      <Menu id="dashboard-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {dashboardLinks.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        {mayApply && (
          <MenuItem component={RouterLink} to={paths.dashboard.company} onClick={close}>
            Apply for a trade account
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
      {/* On a phone Sign out is in the menu above only. */}
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => void signOut()}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        Sign out
      </Button>
    </>
  );
}
