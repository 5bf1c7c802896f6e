import Badge from '@mui/material/Badge';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useCart } from '../api/cart';

/** The number of lines in the signed-in account's cart, beside the Cart link (its own chunk: visitors never load it). */
export default function CartNavBadge() {
  const cart = useCart();
  const count = cart.data?.lines.length ?? 0;
  return (
    <>
      <Badge
        badgeContent={count}
        color="primary"
        max={99}
        data-testid="cart-badge"
        aria-hidden
        sx={{ ml: 1.5, mr: 0.5 }}
      >
        <ShoppingCartOutlinedIcon fontSize="small" />
      </Badge>
      {cart.data && <VisuallyHidden>{` (${count} ${count === 1 ? 'line' : 'lines'})`}</VisuallyHidden>}
    </>
  );
}
