import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { firstValidQuantity, formatPrice, orderMultipleOf, type Tool } from '@toolshub/shared';
import { ItemNotFound } from '../../../components/ItemNotFound';
import { QueryState } from '../../../components/QueryState';
import { AddToCartSlot } from '../../../components/tool-actions';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { Island } from '../../../islands/Island';
import { useTool } from '../api/get-tool';
import { OrderFormSlot } from './OrderFormSlot';
import { PriceTiersTable } from './PriceTiersTable';

/**
 * /order/{id}, open to everyone: the tool, its price tiers and 'Add to cart', and the order form for
 * a signed-in customer (a visitor is asked to sign in, and comes back here). A visitor's page is
 * the server's HTML with islands (the header, the cart button, the sign-in prompt).
 */
export function PurchasePage() {
  const { id = '' } = useParams();
  const tool = useTool(id);
  const notFound = tool.data === null;
  usePageTitle(tool.data ? `Order ${tool.data.toolName}` : notFound ? 'Tool not found' : 'Order');
  return (
    <Container sx={{ py: 4 }}>
      {notFound ? (
        <ToolNotFound id={id} />
      ) : (
        <QueryState query={tool} label="Loading the tool">
          {(data) => data && <Purchase tool={data} />}
        </QueryState>
      )}
    </Container>
  );
}

/** A link to a tool the catalogue no longer has (or never had): said plainly, with the way back to it. */
function ToolNotFound({ id }: { id: string }) {
  return (
    <ItemNotFound name="tool-not-found" title="Tool not found" back={{ to: paths.tools, label: 'Browse the tools' }}>
      There is no tool {id ? `with id ${id}` : 'at this address'} in our catalogue: it may have been taken off it.
    </ItemNotFound>
  );
}

function Purchase({ tool }: { tool: Tool }) {
  // The quantity typed in the order form: the tier table marks the price it gets.
  const [quantity, setQuantity] = useState(() => firstValidQuantity(tool));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <img
          src={tool.imageLink}
          alt={tool.toolName}
          width={400}
          height={300}
          fetchPriority="high"
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
        {/* A long name (a part number, say) wraps rather than pushing the page wider than a phone. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ mt: 2, overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
        >
          {tool.toolName}
        </Typography>
        <Typography data-testid="tool-price">Price/Piece: {formatPrice(tool.price)}</Typography>
        {tool.yourPrice !== undefined && tool.yourPrice !== null && (
          // A signed-in member's contract price (the API sends it to them only; the page re-reads
          // the tool with their token once they are signed in).
          <Typography data-testid="tool-your-price" color="success.main" sx={{ fontWeight: 700 }}>
            Your price/Piece: {formatPrice(tool.yourPrice)}
          </Typography>
        )}
        <Typography data-testid="tool-min-order">Min Order: {tool.minOrder}</Typography>
        <Typography data-testid="tool-available">Available: {tool.available}</Typography>
        {orderMultipleOf(tool) > 1 && (
          <Typography data-testid="tool-case-pack">Sold in cases of {orderMultipleOf(tool)}</Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {tool.toolDescription}
        </Typography>
        <PriceTiersTable tool={tool} quantity={quantity} />
        {/* Beside the product's form, which orders this tool alone: the quantity typed there goes in the cart. */}
        <Box sx={{ mt: 2 }}>
          <AddToCartSlot tool={tool} quantity={quantity} variant="page" />
        </Box>
      </Box>
      <Paper sx={{ flex: 1, p: { xs: 2, sm: 3 }, width: '100%' }}>
        <Island name="order-form" props={{ tool: tool._id }}>
          <OrderFormSlot tool={tool} onQuantityChange={setQuantity} />
        </Island>
      </Paper>
    </Stack>
  );
}
