import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { NavLinkItem } from './nav-link-item';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  links: NavLinkItem[];
  onClose: () => void;
}

/** The small-screen navigation menu; its own chunk, loaded on the first tap of the menu button. */
export default function NavMenu({ id, anchor, links, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
          {link.adornment}
        </MenuItem>
      ))}
    </Menu>
  );
}
