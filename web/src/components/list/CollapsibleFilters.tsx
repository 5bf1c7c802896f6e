import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useId, useState, type ReactNode } from 'react';
import { usePhone } from '../../hooks/use-phone';

/**
 * A list's filters: on a phone, behind a 'Filters' button that says how many are active
 * ("Filters (2)") and opens them; wider, shown as they are. `beside` (an export button) stays next
 * to the button on a phone; `children` learns whether it is folded away, to leave `beside` out then.
 */
export function CollapsibleFilters({
  active,
  beside,
  children,
}: {
  /** How many filters are set now. */
  active: number;
  beside?: ReactNode;
  children: (folded: boolean) => ReactNode;
}) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <>{children(false)}</>;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant={active > 0 ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
        {beside}
      </Stack>
      <Collapse in={open} id={panelId}>
        {children(true)}
      </Collapse>
    </>
  );
}
