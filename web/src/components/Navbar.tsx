import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../config/paths';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { OnDemandMenu } from './OnDemandMenu';
import { Logo } from './Logo';
import type { NavLinkItem } from './nav-link-item';

// MUI's Menu (with Popover, Modal and their transitions) is only needed once the menu is opened.
const NavMenu = lazyWithRetry(() => import('./NavMenu'));

export type { NavLinkItem };

export const publicLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Tools', to: paths.tools },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Portfolio', to: paths.portfolio },
];

interface Props {
  /** Links shown after the public ones (Login/Register, or nothing when signed in). */
  extraLinks: NavLinkItem[];
  /** Signed-in controls (Dashboard menu, Sign out), a spinner while the session resolves. */
  accountArea: ReactNode;
  /** Small controls at the end (theme toggle). */
  endArea?: ReactNode;
}

/** The top navigation: links inline on wide screens, in a menu on small ones. */
export function Navbar({ extraLinks, accountArea, endArea }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing can animate; each opening retries its code if it failed.
  const [openings, setOpenings] = useState(0);
  const links = [...publicLinks, ...extraLinks];
  const open = (e: MouseEvent<HTMLElement>) => {
    setAnchor(e.currentTarget);
    setOpenings((n) => n + 1);
  };
  const close = () => setAnchor(null);

  return (
    <AppBar position="sticky" color="default" elevation={1} component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Box component={RouterLink} to={paths.home} aria-label="Tools Hub home" sx={{ display: 'flex', mr: 2 }}>
          <Logo width={128} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              {link.label}
              {link.adornment}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, flexGrow: 1 }}>
          <IconButton
            aria-label="Open navigation menu"
            aria-controls={anchor ? 'nav-menu' : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            aria-haspopup="true"
            onClick={open}
          >
            <MenuIcon />
          </IconButton>
          <OnDemandMenu openings={openings}>
            <NavMenu id="nav-menu" anchor={anchor} links={links} onClose={close} />
          </OnDemandMenu>
        </Box>
        {accountArea}
        {endArea}
      </Toolbar>
    </AppBar>
  );
}
