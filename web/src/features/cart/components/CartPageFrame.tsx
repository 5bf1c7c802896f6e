import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * The cart's heading around its content, and alone (with the spinner the page shows while the cart
 * loads) the frame a full load of /cart paints before the app's code has run (app/page-frames.tsx).
 */
export function CartPageFrame({ children }: { children?: ReactNode }) {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your cart
      </Typography>
      {children ?? <LoadingIndicator label="Loading your cart" />}
    </Container>
  );
}
