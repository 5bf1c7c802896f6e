import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, fromCents, SHOP_TAX_RATES, taxOrder, type CartLine } from '@toolshub/shared';
import { QueryState } from '../../../components/QueryState';
import { SessionMayStart } from '../../../lib/auth-session';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCart, type SavedCart } from '../api/cart';
import { useCartTools, type CartTool } from '../api/cart-tools';
import { lineQuantityProblem, parseQuantity } from '../cart-lines';
import { linePrice, type LinePrice } from '../line-pricing';
import { useCartDraft, type DraftLine, type SavedQuantity, type SaveStatus } from '../use-cart-draft';
import { CartLineRow } from './CartLineRow';
import { CartPageFrame } from './CartPageFrame';
import { CheckoutForm } from './CheckoutForm';
import { SaveAsListButton } from '../../../components/SaveAsListButton';
import { RequestQuoteButton } from '../../../components/RequestQuoteButton';
import { TaxTotals } from '../../../components/TaxTotals';
import { useCompany } from '../../../hooks/use-company';

/** /cart: the signed-in account's cart, edited in place and saved to the server, and its checkout. */
export default function CartPage() {
  usePageTitle('Cart');
  const cart = useCart();
  // The cart as read again after a save was refused because it changed elsewhere: the editor starts
  // over from it (a new key), and says so.
  const [reloaded, setReloaded] = useState<{ cart: SavedCart; count: number } | null>(null);
  const [notice, setNotice] = useState(false);
  const reload = async () => {
    const fresh = await cart.refetch();
    if (fresh.data) {
      const data = fresh.data;
      setReloaded((before) => ({ cart: data, count: (before?.count ?? 0) + 1 }));
      setNotice(true);
    }
  };
  return (
    <CartPageFrame>
      <QueryState query={cart} label="Loading your cart">
        {(data) => (
          <>
            {notice && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="cart-reloaded" onClose={() => setNotice(false)}>
                Your cart was changed elsewhere (another tab or device, or an order), so your last change was not saved.
                Here is your cart as it is saved now: check it and make your change again.
              </Alert>
            )}
            <CartEditor key={reloaded?.count ?? 0} saved={reloaded?.cart ?? data} onStale={() => void reload()} />
            {/* Drawn (on the stored session's caller, app/page-data-head-start.ts): the SDK may start. */}
            <SessionMayStart />
          </>
        )}
      </QueryState>
    </CartPageFrame>
  );
}

interface LineView {
  line: DraftLine;
  tool: CartTool;
  price: LinePrice | null;
  problem: string | null;
  /** The quantity the line would be ordered with, when it can be. */
  orderable: number | null;
}

function viewOf(line: DraftLine, tool: CartTool, serverMessage: string | undefined): LineView {
  const parsed = parseQuantity(line.typed);
  const quantity = 'quantity' in parsed ? parsed.quantity : null;
  const found = tool.status === 'found' ? tool.tool : null;
  const localProblem =
    'error' in parsed
      ? parsed.error
      : tool.status === 'gone'
        ? 'No longer sold'
        : found && quantity !== null
          ? lineQuantityProblem(found, quantity)
          : null;
  return {
    line,
    tool,
    price: found && quantity !== null ? linePrice(found, quantity) : null,
    problem: localProblem ?? serverMessage ?? null,
    orderable: found && quantity !== null && !localProblem ? quantity : null,
  };
}

/**
 * What the server may hold for a line: a number it accepts (between the tool's minimum and its stock;
 * stock is checked again at checkout), else its last quantity.
 */
function quantityToSave(tools: Map<string, CartTool>) {
  return (line: DraftLine): SavedQuantity => {
    const tool = tools.get(line.toolId);
    if (tool?.status === 'gone') return 'drop';
    const parsed = parseQuantity(line.typed);
    if ('error' in parsed) return 'keep';
    if (tool?.status === 'found' && lineQuantityProblem(tool.tool, parsed.quantity)) return 'keep';
    return parsed.quantity;
  };
}

function CartEditor({ saved, onStale }: { saved: SavedCart; onStale: () => void }) {
  const [toolIds] = useState(() => saved.lines.map((line) => line.toolId));
  const tools = useCartTools(toolIds);
  const draft = useCartDraft(saved, quantityToSave(tools), onStale);
  const [orderMessages, setOrderMessages] = useState<ReadonlyMap<string, string>>(new Map());
  const company = useCompany();
  const lines = draft.lines;

  if (lines.length === 0) return <EmptyCart />;

  const views = lines.map((line) =>
    viewOf(
      line,
      tools.get(line.toolId) ?? { status: 'loading' },
      orderMessages.get(line.toolId) ?? draft.lineErrors.get(line.toolId),
    ),
  );
  const totalCents = views.reduce((sum, view) => sum + (view.price?.totalCents ?? 0), 0);
  const savingCents = views.reduce((sum, view) => sum + (view.price?.savingCents ?? 0), 0);
  // The shop's rule (shared/domain/tax.ts) at its rates; an exempt company's members pay none.
  const exempt = company.data?.taxExempt === true;
  const tax = taxOrder(
    views.map((view) => ({
      netCents: view.price?.totalCents ?? 0,
      category: view.tool.status === 'found' ? view.tool.tool.category : null,
    })),
    SHOP_TAX_RATES,
    { taxExempt: exempt },
  );
  const orderLines: CartLine[] | null = views.every((view) => view.orderable !== null && !view.problem)
    ? views.map((view) => ({ toolId: view.line.toolId, quantity: view.orderable ?? 0 }))
    : null;
  const clearOrderMessage = (toolId: string) => {
    if (!orderMessages.has(toolId)) return;
    const next = new Map(orderMessages);
    next.delete(toolId);
    setOrderMessages(next);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 3, minWidth: 0, width: '100%' }}>
        <SaveState status={draft.status} onRetry={() => void draft.save()} />
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Cart lines">
          {views.map((view) => (
            <CartLineRow
              key={view.line.toolId}
              toolId={view.line.toolId}
              tool={view.tool}
              typed={view.line.typed}
              price={view.price}
              problem={view.problem}
              onQuantityChange={(typed) => {
                clearOrderMessage(view.line.toolId);
                draft.setQuantity(view.line.toolId, typed);
              }}
              onQuantityBlur={() => void draft.save()}
              onRemove={() => {
                clearOrderMessage(view.line.toolId);
                draft.remove(view.line.toolId);
              }}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 2, textAlign: 'right' }} aria-live="polite">
          <Typography variant="h6" component="p" data-testid="cart-total">
            Order total: {formatPrice(fromCents(totalCents))}
          </Typography>
          <TaxTotals
            testIdPrefix="cart"
            showNet={false}
            estimate
            figures={{
              netCents: tax.netCents,
              taxRate: tax.taxRate,
              taxCents: tax.taxCents,
              totalDueCents: tax.totalDueCents,
              exemptReference: exempt ? company.data?.taxExemptReference : null,
            }}
          />
          {savingCents > 0 && (
            <Typography color="success.main" data-testid="cart-saving">
              Volume prices save you {formatPrice(fromCents(savingCents))} against list prices
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {lines.length} {lines.length === 1 ? 'line' : 'lines'}
          </Typography>
        </Box>
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <SaveAsListButton lines={orderLines ?? savedLines(views)} />
          <RequestQuoteButton lines={savedLines(views)} />
        </Box>
      </Box>
      <Paper sx={{ flex: 2, p: { xs: 2, sm: 3 }, width: '100%' }}>
        <CheckoutForm
          lines={orderLines}
          beforeOrder={draft.save}
          onLineMessages={setOrderMessages}
          totalCents={totalCents}
          totalDueCents={tax.totalDueCents}
        />
      </Paper>
    </Stack>
  );
}

/** The lines a list would keep: each line's quantity as typed where it is a number, else its saved one. */
function savedLines(views: readonly LineView[]): CartLine[] {
  return views.flatMap((view) => {
    const parsed = parseQuantity(view.line.typed);
    return 'quantity' in parsed ? [{ toolId: view.line.toolId, quantity: parsed.quantity }] : [];
  });
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  if (status.state === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Your last change is not saved yet: {status.message}
      </Alert>
    );
  }
  const text = { saved: 'All changes saved', pending: 'Saving soon…', saving: 'Saving…' }[status.state];
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="cart-save-state" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}

function EmptyCart() {
  return (
    <Box sx={{ py: 4 }} data-testid="cart-empty">
      <Typography gutterBottom>Your cart is empty.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.tools} variant="contained">
          Browse the tools
        </Button>
        <Button component={RouterLink} to={paths.quickOrder} variant="outlined">
          Quick order by SKU
        </Button>
      </Stack>
    </Box>
  );
}
