import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@toolshub/shared';
import { paymentDisplay } from '../payment-display';

const chipColor = { unpaid: 'default', paid: 'success', overdue: 'error' } as const;

/** Unpaid / Paid / Overdue, with the due date or the day it was paid. */
export function PaymentStatus({ order, now = new Date() }: { order: Order; now?: Date }) {
  const shown = paymentDisplay(order, now);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="order-payment">
      <Chip size="small" label={shown.label} color={chipColor[shown.state]} variant="outlined" />
      {shown.detail && (
        <Typography variant="body2" component="span">
          {/* The space keeps "Overdue was due…" apart in the text a screen reader or a search reads. */} {shown.detail}
        </Typography>
      )}
    </Stack>
  );
}
