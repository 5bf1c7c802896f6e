import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** An order's heading, 'Order {id}', and beside it its status once known. */
export function OrderHeading({ id, status }: { id: string; status?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography
        id="order-heading"
        variant="h4"
        component="h1"
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        Order {id}
      </Typography>
      {status}
    </Stack>
  );
}

/**
 * An order's page while it loads: its heading (the id is in the address) and a spinner. The page
 * function renders it for a full load of /dashboard/orders/{id} (app/page-frames.tsx), so the heading
 * paints before the app's code has run.
 */
export function OrderDetailsPageFrame({ id }: { id: string }) {
  return (
    <Box component="article" aria-labelledby="order-heading">
      <OrderHeading id={id} />
      <LoadingIndicator label="Loading the order" />
    </Box>
  );
}
