import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, fromCents, MAX_ORDER_LINES } from '@toolshub/shared';
import { FileButton } from '../../../components/form/FileButton';
import { OutlinedField } from '../../../components/form/OutlinedField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { VerifyEmailNotice } from '../../../components/VerifyEmailNotice';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnverifiedEmail } from '../../../hooks/use-unverified-email';
import { errorMessage } from '../../../lib/api-client';
import { SessionMayStart } from '../../../lib/auth-session';
import { addToCart, CartAdditionRefused } from '../api/add-to-cart';
import { getToolsBySku } from '../api/tools-by-sku';
import { linePrice } from '../line-pricing';
import { checkQuickOrder, skusOf, tooManySkusMessage, type CheckedSku } from '../quick-order-check';
import { QuickOrderPageFrame } from './QuickOrderPageFrame';
import { parseQuickOrder, type QuickOrderLineError } from '../quick-order-parse';

/** A CSV of 50 lines is a few kB; a file far larger than that is not a quick order. */
export const MAX_QUICK_ORDER_FILE_BYTES = 200_000;

interface Checked {
  errors: QuickOrderLineError[];
  skus: CheckedSku[];
}

/** Problems by line number, in the order of the text: lines that do not read, then SKUs the catalogue refuses. */
function problemsOf(checked: Checked): { lineNumbers: number[]; message: string }[] {
  return [
    ...checked.errors.map((e) => ({ lineNumbers: [e.lineNumber], message: e.message })),
    ...checked.skus.flatMap((s) => (s.problem ? [{ lineNumbers: s.lineNumbers, message: s.problem }] : [])),
  ].sort((a, b) => (a.lineNumbers[0] ?? 0) - (b.lineNumbers[0] ?? 0));
}

const lineLabel = (numbers: number[]) =>
  numbers.length === 1 ? `Line ${numbers[0]}` : `Lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;

/** /quick-order: lines of SKU and quantity, typed, pasted or from a CSV file, checked, then put in the cart. */
export default function QuickOrderPage() {
  usePageTitle('Quick order');
  const unverifiedEmail = useUnverifiedEmail();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'adding' | null>(null);

  const edit = (next: string) => {
    setText(next);
    // What was checked no longer matches the text.
    setChecked(null);
    setFailure(null);
  };

  const check = async () => {
    setFailure(null);
    const parsed = parseQuickOrder(text);
    const skus = skusOf(parsed.lines);
    if (parsed.lines.length === 0 && parsed.errors.length === 0) {
      setFailure('Write at least one line: a SKU and a quantity.');
      return;
    }
    if (skus.length > MAX_ORDER_LINES) {
      setFailure(tooManySkusMessage(skus.length));
      return;
    }
    setBusy('checking');
    try {
      const tools = await getToolsBySku(skus);
      setChecked({ errors: parsed.errors, skus: checkQuickOrder(parsed.lines, tools) });
    } catch (err) {
      setFailure(`The lines could not be checked: ${errorMessage(err)}`);
    } finally {
      setBusy(null);
    }
  };

  const good = checked ? checked.skus.filter((s) => s.problem === null && s.tool) : [];
  const problems = checked ? problemsOf(checked) : [];

  const add = async () => {
    if (!checked) return;
    setBusy('adding');
    setFailure(null);
    try {
      await addToCart(
        queryClient,
        good.flatMap((s) => (s.tool ? [{ tool: s.tool, quantity: s.quantity }] : [])),
      );
      enqueueSnackbar(`${good.length} ${good.length === 1 ? 'line' : 'lines'} added to your cart`, {
        variant: 'success',
      });
      // What is left to fix stays in the box; with nothing left, the cart is the next step.
      const badLines = new Set(problems.flatMap((p) => p.lineNumbers));
      const left = text.split(/\r\n|\r|\n/).filter((_, i) => badLines.has(i + 1));
      if (left.length === 0) {
        void navigate(paths.cart);
        return;
      }
      edit(left.join('\n'));
    } catch (err) {
      setFailure(
        err instanceof CartAdditionRefused
          ? `Nothing was added to your cart: ${err.problems.map((p) => p.message).join('; ')}`
          : `Nothing was added to your cart: ${errorMessage(err)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES) {
      setFailure(
        `${file.name} is too large for a quick order (${Math.round(MAX_QUICK_ORDER_FILE_BYTES / 1000)} kB at most)`,
      );
      return;
    }
    try {
      edit(await file.text());
    } catch (err) {
      setFailure(`${file.name} could not be read: ${errorMessage(err)}`);
    }
  };

  return (
    <QuickOrderPageFrame>
      {/* Drawn (on the stored session's caller, app/page-data-head-start.ts): the SDK may start. */}
      <SessionMayStart />
      {/* The lines still go to the cart; its checkout waits for the address. */}
      {unverifiedEmail && <VerifyEmailNotice email={unverifiedEmail} />}
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <OutlinedField
          id="quick-order-lines"
          label="SKU and quantity, one per line"
          value={text}
          onChange={(e) => edit(e.target.value)}
          multiline
          minRows={6}
          maxRows={20}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': 'quick-order-help' } }}
          sx={{ '& textarea': { fontFamily: 'monospace' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void check()} loading={busy === 'checking'}>
            Check lines
          </Button>
          <FileButton
            accept=".csv,.txt,text/csv,text/plain"
            inputLabel="CSV file of SKUs and quantities"
            startIcon={<UploadFileIcon />}
            onChange={(e) => void upload(e)}
          >
            Upload a CSV file
          </FileButton>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="quick-order-failure">
            {failure}
          </Alert>
        )}
      </Paper>

      {checked && (
        <Box sx={{ mt: 3 }} aria-live="polite">
          {problems.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {problems.length} {problems.length === 1 ? 'line needs' : 'lines need'} fixing
              </Typography>
              <List dense disablePadding>
                {problems.map((p) => (
                  <ListItem key={p.lineNumbers.join(',')} disableGutters data-testid="quick-order-problem">
                    {lineLabel(p.lineNumbers)}: {p.message}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {good.length > 0 ? (
            <GoodLines skus={good} onAdd={() => void add()} adding={busy === 'adding'} />
          ) : (
            <Typography>No line can go in the cart yet.</Typography>
          )}
        </Box>
      )}
    </QuickOrderPageFrame>
  );
}

function GoodLines({ skus, onAdd, adding }: { skus: CheckedSku[]; onAdd: () => void; adding: boolean }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" gutterBottom>
        Ready for the cart
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Lines ready for the cart">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Tool</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right">Line total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {skus.map((s) => {
              const price = s.tool ? linePrice(s.tool, s.quantity) : null;
              return (
                <TableRow key={s.sku} data-testid="quick-order-line">
                  <TableCell>{s.sku}</TableCell>
                  <TableCell>
                    {s.tool?.toolName}
                    {s.lineNumbers.length > 1 && (
                      <Typography variant="body2" color="text.secondary">
                        {lineLabel(s.lineNumbers)} merged
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{s.quantity}</TableCell>
                  <TableCell align="right">{price && formatPrice(fromCents(price.unitCents))}</TableCell>
                  <TableCell align="right">{price && formatPrice(fromCents(price.totalCents))}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Button variant="contained" size="large" sx={{ mt: 2 }} onClick={onAdd} loading={adding}>
        Add {skus.length} {skus.length === 1 ? 'line' : 'lines'} to the cart
      </Button>
    </Paper>
  );
}
