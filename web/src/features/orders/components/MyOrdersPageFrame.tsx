import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * My Orders' heading around its lists; alone (with the spinner the page shows while the orders
 * load) the frame a full load of /dashboard paints before the app's code has run (app/page-frames.tsx).
 */
export function MyOrdersPageFrame({ children }: { children?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My Orders
      </Typography>
      {children ?? <LoadingIndicator label="Loading your orders" />}
    </>
  );
}
