import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RowAction } from './row-action';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  actions: RowAction[];
  onClose: () => void;
}

/**
 * A grid row's 'Actions' menu: its own chunk, loaded at the first opening on the page (MUI's Menu
 * brings Popover, Modal and the focus trap, which a list needs only then).
 */
export default function RowActionsMenu({ id, anchor, actions, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {actions.map((action) => (
        <MenuItem
          key={action.label}
          disabled={action.disabled}
          sx={action.color === 'error' ? { color: 'error.main' } : undefined}
          onClick={() => {
            onClose();
            action.onClick();
          }}
        >
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
