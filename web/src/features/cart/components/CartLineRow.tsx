import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router';
import { formatPrice, fromCents, orderMultipleOf } from '@toolshub/shared';
import { OutlinedField } from '../../../components/form/OutlinedField';
import { paths } from '../../../config/paths';
import type { CartTool } from '../api/cart-tools';
import type { LinePrice } from '../line-pricing';

interface Props {
  toolId: string;
  tool: CartTool;
  typed: string;
  /** The line's figures at its quantity, when the quantity is a number and the tool is known. */
  price: LinePrice | null;
  /** What is wrong with the line (quantity, stock, the server's word), if anything. */
  problem: string | null;
  onQuantityChange: (typed: string) => void;
  onQuantityBlur: () => void;
  onRemove: () => void;
}

const money = (cents: number) => formatPrice(fromCents(cents));

/** One cart line: the tool, its quantity (editable), the tier price that applies and the line total. */
export function CartLineRow({
  toolId,
  tool,
  typed,
  price,
  problem,
  onQuantityChange,
  onQuantityBlur,
  onRemove,
}: Props) {
  const found = tool.status === 'found' ? tool.tool : null;
  const name = found?.toolName ?? (tool.status === 'loading' ? 'Loading…' : `Tool ${toolId}`);
  const fieldId = `cart-quantity-${toolId}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="cart-line"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'flex-start' }}
    >
      {found && (
        <Box
          component="img"
          src={found.imageLink}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {found ? (
            <Link component={RouterLink} to={paths.order(found._id)} underline="hover" color="inherit">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {found && (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="cart-line-sku">
              SKU {found.sku}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Minimum order {found.minOrder} · {found.available} available
              {orderMultipleOf(found) > 1 && ` · sold in cases of ${orderMultipleOf(found)}`}
            </Typography>
          </>
        )}
        {tool.status === 'gone' && (
          <Typography variant="body2" color="error">
            This tool is no longer sold and cannot be ordered: remove it from your cart.
          </Typography>
        )}
        {tool.status === 'error' && (
          <Typography variant="body2" color="error">
            The tool could not be loaded: {tool.error.message}
          </Typography>
        )}
      </Box>
      <OutlinedField
        id={fieldId}
        label="Quantity (pieces)"
        value={typed}
        onChange={(e) => onQuantityChange(e.target.value)}
        onBlur={onQuantityBlur}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={tool.status === 'gone'}
        size="small"
        sx={{ width: 200 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ minWidth: 180, textAlign: { sm: 'right' } }} aria-live="polite">
        {price && (
          <>
            <Typography variant="body2" data-testid="cart-line-unit-price">
              {money(price.unitCents)} a piece
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="cart-line-total">
              {money(price.totalCents)}
            </Typography>
            {price.savingCents > 0 && (
              <Typography variant="body2" color="success.main" data-testid="cart-line-saving">
                You save {money(price.savingCents)}
              </Typography>
            )}
          </>
        )}
      </Box>
      <IconButton aria-label={`Remove ${name} from the cart`} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Paper>
  );
}
