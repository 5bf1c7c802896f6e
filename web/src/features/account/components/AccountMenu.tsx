import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { User } from 'firebase/auth';
import { profilePhotoOf } from '@toolshub/shared';
import { useState } from 'react';
import { OnDemandMenu } from '../../../components/OnDemandMenu';
import { screensFor } from '../../../config/dashboard-screens';
import { useCaller } from '../../../hooks/use-caller';
import { membershipOf, useCompany } from '../../../hooks/use-company';
import { useSignOut } from '../../../hooks/use-sign-out';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

const AccountMenuList = lazyWithRetry(() => import('./AccountMenuList'));

/** A signed-in user's Dashboard menu (with Sign out, the only one on a phone) and Sign out. */
export function AccountMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const session = useCaller();
  const caller = session.status === 'ready' ? session.caller : null;
  // How often the menu was opened. From the first opening on, its list's code is fetched (again at the
  // next opening if that failed; pointing at the button fetches it before the click) and the company,
  // which decides the company screens it offers, is read: neither on every page.
  const [openings, setOpenings] = useState(0);
  const opened = openings > 0;
  const readsCompany = opened && Boolean(caller && !caller.anonymous);
  const company = useCompany({ enabled: readsCompany });
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
          setOpenings((n) => n + 1);
        }}
        onPointerEnter={AccountMenuList.preload}
        onFocus={AccountMenuList.preload}
        startIcon={
          <Avatar
            src={user.photoURL ? profilePhotoOf(user.photoURL) : undefined}
            alt=""
            sx={{ width: 28, height: 28 }}
          />
        }
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
      <OnDemandMenu openings={openings}>
        <AccountMenuList
          id="dashboard-menu"
          anchor={anchor}
          links={dashboardLinks}
          mayApply={mayApply}
          companyLoading={readsCompany && company.isPending}
          onClose={close}
          onSignOut={() => void signOut()}
        />
      </OnDemandMenu>
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
