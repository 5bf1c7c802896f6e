import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  links: { label: string; to: string }[];
  onClose: () => void;
}

/** The small-screen navigation menu; its own chunk, loaded on the first tap of the menu button. */
export default function NavMenu({ id, anchor, links, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
