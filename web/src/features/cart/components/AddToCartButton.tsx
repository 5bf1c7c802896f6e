import Button from '@mui/material/Button';
import { useState, type MouseEvent } from 'react';
import { checkOrderQuantity, firstValidQuantity } from '@toolshub/shared';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/SnackbarProvider';
import type { AddToCartProps } from '../../../components/tool-actions';
import { paths } from '../../../config/paths';
import { useOptionalQueryClient } from '../../../hooks/use-optional-query-client';
import { useSigninState } from '../../../hooks/use-signin-state';
import { errorMessage } from '../../../lib/api-client';

/**
 * 'Add to cart' on a tool card and the purchase page. It is on Home's first load, so it holds only
 * the button: the cart calls load on the first click. A visitor is sent to log in and comes back.
 * A quantity that could not be ordered (not whole cases, under the minimum, over the stock: the
 * order form beside it says which) leaves the button disabled rather than refused by the cart.
 */
export function AddToCartButton({ tool, quantity = firstValidQuantity(tool), variant = 'card' }: AddToCartProps) {
  const signin = useSigninState();
  const navigate = useNavigate();
  const location = useLocation();
  // None on a visitor's islands, where the button only ever sends the visitor to log in.
  const queryClient = useOptionalQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const orderable = checkOrderQuantity(tool, quantity) === null;

  const viewCart = (e: MouseEvent) => {
    e.preventDefault();
    void navigate(paths.cart);
  };

  const add = async () => {
    if (signin.status !== 'success' || !signin.data.signedIn) {
      void navigate(paths.login, { state: { from: location } });
      return;
    }
    setBusy(true);
    try {
      if (!queryClient) throw new Error('the page is still starting; try again in a moment');
      const { addToCart } = await import('../api/add-to-cart');
      await addToCart(queryClient, [{ tool, quantity }]);
      enqueueSnackbar(`Added ${quantity} × ${tool.toolName} to your cart`, {
        variant: 'success',
        action: () => (
          <Button color="inherit" href={paths.cart} onClick={viewCart}>
            View cart
          </Button>
        ),
      });
    } catch (err) {
      enqueueSnackbar(`Not added to your cart: ${errorMessage(err)}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      fullWidth={variant === 'card'}
      size={variant === 'page' ? 'large' : 'medium'}
      loading={busy}
      disabled={signin.status === 'loading' || !orderable}
      onClick={() => void add()}
      aria-label={variant === 'card' ? `Add to cart: ${tool.toolName}` : undefined}
    >
      {variant === 'card' ? 'Add to cart' : `Add ${quantity} to cart`}
    </Button>
  );
}
