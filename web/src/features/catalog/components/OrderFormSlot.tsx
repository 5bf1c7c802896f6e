import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Tool } from '@toolshub/shared';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { paths } from '../../../config/paths';
import { useSigninState } from '../../../hooks/use-signin-state';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

// Formik, the fields and the order call: loaded once the customer is known to be signed in.
const OrderForm = lazyWithRetry(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));

export interface OrderFormSlotProps {
  tool: Tool;
  onQuantityChange: (quantity: number) => void;
}

/**
 * The purchase page's order form, which needs the customer: a spinner while the session is being
 * checked, the form once they are known, and for a visitor the way to sign in (or sign up) that
 * comes back here. On a visitor's page it is an island of its own (islands/hydrate-islands.tsx),
 * its code loaded by the purchase page only.
 */
export function OrderFormSlot({ tool, onQuantityChange }: OrderFormSlotProps) {
  const signin = useSigninState();
  if (signin.status === 'loading') return <LoadingIndicator label="Checking your session" />;
  if (signin.status === 'error' || !signin.data.signedIn) return <SignInToOrder />;
  return (
    <Suspense fallback={<LoadingIndicator label="Loading the order form" />}>
      <OrderForm tool={tool} onQuantityChange={onQuantityChange} />
    </Suspense>
  );
}

/** A visitor's form: ordering is for signed-in customers; Login (or Register) brings them back to this tool. */
function SignInToOrder() {
  const location = useLocation();
  const back = { from: location };
  return (
    <div data-testid="sign-in-to-order">
      <Typography variant="h5" component="h2" gutterBottom>
        Complete Your Order Information
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Sign in to order this tool: your details fill in the form, and your company&apos;s prices and terms apply.
      </Typography>
      <Button component={RouterLink} to={paths.login} state={back} variant="contained" size="large">
        Sign in to order
      </Button>
      <Typography sx={{ mt: 2 }}>
        New to Tools Hub?{' '}
        <Link component={RouterLink} to={paths.register} state={back}>
          Create an account
        </Link>
      </Typography>
    </div>
  );
}
