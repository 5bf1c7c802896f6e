import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { createContext, useContext, useId, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { OnDemandMenu } from '../OnDemandMenu';
import type { RowAction } from './row-action';

export type { RowAction } from './row-action';

const RowActionsMenu = lazyWithRetry(() => import('./RowActionsMenu'));

/** Set by a card: its actions are always buttons (a card has the room; a menu is one more tap). */
export const ActionsAsButtons = createContext(false);

/** Stops a click on a row's action from opening the row too. */
const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A row's actions: buttons, or, in a grid row where they would not fit (`menu`), one 'Actions'
 * button whose menu holds them, so the column stays narrow enough for the grid to fit its box.
 * In a card (RowCards) they are buttons either way.
 */
export function RowActions({ actions, menu = false, label }: { actions: RowAction[]; menu?: boolean; label: string }) {
  const inCard = useContext(ActionsAsButtons);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on (its code fetched then, or when pointed at).
  const [openings, setOpenings] = useState(0);
  if (actions.length === 0) return null;
  if (!menu || inCard) {
    return (
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', height: inCard ? undefined : '100%' }}
        onClick={stopRowClick}
      >
        {actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            color={action.color}
            variant={action.variant ?? 'text'}
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    );
  }
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%' }} onClick={stopRowClick}>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`Actions: ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        loading={actions.some((action) => action.loading)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpenings((n) => n + 1);
        }}
        onPointerEnter={RowActionsMenu.preload}
        onFocus={RowActionsMenu.preload}
      >
        Actions
      </Button>
      <OnDemandMenu openings={openings}>
        <RowActionsMenu id={menuId} anchor={anchor} actions={actions} onClose={() => setAnchor(null)} />
      </OnDemandMenu>
    </Stack>
  );
}
