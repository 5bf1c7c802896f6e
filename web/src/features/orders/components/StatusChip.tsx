import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@toolshub/shared';

// A module of its own: an order's page shows the chip without the orders list's code.
const statusColor: Record<OrderStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  'awaiting-approval': 'warning',
  pending: 'default',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  // Outlined in the body text colour: white on the warning orange fails WCAG contrast (axe).
  if (statusColor[status] === 'warning') {
    return <Chip size="small" label={status} color="warning" variant="outlined" sx={{ color: 'text.primary' }} />;
  }
  return <Chip size="small" label={status} color={statusColor[status]} />;
}
