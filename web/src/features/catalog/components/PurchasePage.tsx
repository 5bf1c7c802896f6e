import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useParams } from 'react-router';
import { firstValidQuantity, formatPrice, orderMultipleOf, type Tool } from '@toolshub/shared';
import { ItemNotFound } from '../../../components/ItemNotFound';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { QueryState } from '../../../components/QueryState';
import { AddToCartSlot } from '../../../components/tool-actions';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiRequestError } from '../../../lib/api-client';
import { useSigninState } from '../../../hooks/use-signin-state';
import { useTool } from '../api/get-tool';
import { PriceTiersTable } from './PriceTiersTable';

// Formik, the fields and the order call: loaded once the customer is known to be signed in.
const OrderForm = lazyWithRetry(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));

/**
 * /order/{id}. The tool is public: it shows while the session is still being checked (the route's
 * guard sends a signed-out visitor to /login), and the order form follows once the customer is known.
 */
export function PurchasePage() {
  const { id = '' } = useParams();
  const tool = useTool(id);
  // The API answers 404 for an unknown (or removed) tool, 400 for an id that cannot be one.
  const notFound = tool.error instanceof ApiRequestError && (tool.error.status === 404 || tool.error.status === 400);
  usePageTitle(tool.data ? `Order ${tool.data.toolName}` : notFound ? 'Tool not found' : 'Order');
  return (
    <Container sx={{ py: 4 }}>
      {notFound ? (
        <ToolNotFound id={id} />
      ) : (
        <QueryState query={tool} label="Loading the tool">
          {(data) => <Purchase tool={data} />}
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
        <OrderFormWhenSignedIn tool={tool} onQuantityChange={setQuantity} />
      </Paper>
    </Stack>
  );
}

/** The form needs the customer: it waits for the session (a signed-out visitor is sent to /login by the route). */
function OrderFormWhenSignedIn({ tool, onQuantityChange }: { tool: Tool; onQuantityChange: (q: number) => void }) {
  const signin = useSigninState();
  if (signin.status !== 'success' || !signin.data.signedIn) return <LoadingIndicator label="Checking your session" />;
  return (
    <Suspense fallback={<LoadingIndicator label="Loading the order form" />}>
      <OrderForm tool={tool} onQuantityChange={onQuantityChange} />
    </Suspense>
  );
}
