import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@toolshub/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { raisedMessage, refusalMessage, type ReorderPlan } from '../order-again';

const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/**
 * What 'Order again' did: the lines now in the cart, those raised to today's minimum order, the
 * prices that changed, and what could not go in.
 */
export function OrderAgainResult({ plan }: { plan: ReorderPlan }) {
  const changed = plan.added.filter((added) => added.priceChanged);
  const raised = plan.added.filter((added) => added.raisedFrom !== null);
  return (
    <Alert
      severity={plan.refused.length === 0 && raised.length === 0 ? 'success' : 'warning'}
      data-testid="order-again-result"
      sx={{ my: 2 }}
    >
      <Typography>
        {plan.added.length > 0 ? (
          <>
            {lines(plan.added.length)} of this order {plan.added.length === 1 ? 'is' : 'are'} in your cart at
            today&apos;s prices.{' '}
            <Link component={RouterLink} to={paths.cart}>
              Go to your cart
            </Link>
          </>
        ) : (
          'Nothing from this order could go in your cart.'
        )}
      </Typography>
      {raised.length > 0 && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 700 }}>Raised to today&apos;s minimum order</Typography>
          <List dense disablePadding>
            {raised.map((added) => (
              <ListItem key={added.line.toolId} disableGutters data-testid="raised-to-minimum">
                {added.line.toolName}: {raisedMessage(added)}
              </ListItem>
            ))}
          </List>
        </>
      )}
      {changed.length > 0 && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 700 }}>Prices that changed</Typography>
          <List dense disablePadding>
            {changed.map(({ line, unitPrice, cartQuantity }) => (
              <ListItem key={line.toolId} disableGutters data-testid="price-change">
                {line.toolName}: {formatPrice(line.unitPrice)} → {formatPrice(unitPrice)} a piece (for {cartQuantity} in
                your cart)
              </ListItem>
            ))}
          </List>
        </>
      )}
      {plan.refused.length > 0 && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 700 }}>Not added</Typography>
          <List dense disablePadding>
            {plan.refused.map((refused) => (
              <ListItem key={refused.line.toolId} disableGutters data-testid="not-reordered">
                {refused.line.toolName}: {refusalMessage(refused)}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
