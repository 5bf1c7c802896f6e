import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice, fromCents, MAX_QUOTE_MESSAGE_LENGTH, toCents, type Quote } from '@toolshub/shared';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { answerQuote, useQuotesMutation } from '../api/quotes';
import { quoteStatusLabel } from '../quote-display';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` `days` from now (the date field's default: two weeks). */
export const dayFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/** The offer runs to the end of its last day, UTC. */
export const expiresAtOf = (day: string) => `${day}T23:59:59.000Z`;

interface LineDraft {
  toolId: string;
  toolName: string;
  quantity: string;
  unitPrice: string;
}

/**
 * The shop admin's answer to a quote: each line's unit price (and quantity), the last day it holds
 * and a message; Send offer (PATCH with the lines, expiresAt, message), or Decline (PATCH with
 * `decision: 'decline'`). The API's messages show under their fields.
 */
export function OfferQuoteDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const titleId = useId();
  const [lines, setLines] = useState<LineDraft[]>(() =>
    quote.lines.map((line) => ({
      toolId: line.toolId,
      toolName: line.toolName,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPrice ?? line.listPrice),
    })),
  );
  const [day, setDay] = useState(() => (quote.expiresAt ? quote.expiresAt.slice(0, 10) : dayFromNow(14)));
  const [message, setMessage] = useState(quote.shopMessage ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useQuotesMutation(answerQuote);
  const { enqueueSnackbar } = useSnackbar();

  const totalCents = lines.reduce((sum, line) => {
    const price = Number(line.unitPrice);
    const quantity = Number(line.quantity);
    return Number.isFinite(price) && Number.isFinite(quantity) ? sum + toCents(price) * quantity : sum;
  }, 0);

  const send = (body: Parameters<typeof answerQuote>[0]['body'], done: string) => {
    setFields({});
    setFailure(null);
    answer.mutate(
      { id: quote.id, body },
      {
        onSuccess: () => {
          enqueueSnackbar(done, { variant: 'success' });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError) setFields(err.fields);
          setFailure(errorMessage(err));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      {
        lines: lines.map((line) => ({
          toolId: line.toolId,
          quantity: Number(line.quantity),
          unitPrice: Number(line.unitPrice),
        })),
        expiresAt: expiresAtOf(day),
        ...(message.trim() ? { message } : {}),
      },
      `Quote ${quote.number} offered: ${quote.buyer.email} is mailed the quote`,
    );
  };

  const setLine = (index: number, change: Partial<LineDraft>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate aria-label="Offer">
        <DialogTitle id={titleId}>
          Quote {quote.number} ({quoteStatusLabel(quote)}) for {quote.companyName ?? quote.buyer.name}
        </DialogTitle>
        <DialogContent>
          {quote.message && <Typography sx={{ mb: 2 }}>The buyer writes: {quote.message}</Typography>}
          <Stack spacing={2}>
            {lines.map((line, index) => (
              <Stack key={line.toolId} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="offer-line">
                <Typography sx={{ flex: 2, alignSelf: 'center' }}>
                  {line.toolName} (list {formatPrice(quote.lines[index]?.listPrice ?? 0)})
                </Typography>
                <TextField
                  label={`Quantity of ${line.toolName}`}
                  type="number"
                  value={line.quantity}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                  error={Boolean(fields[`lines[${index}].quantity`])}
                  helperText={fields[`lines[${index}].quantity`]}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label={`Unit price of ${line.toolName}`}
                  type="number"
                  value={line.unitPrice}
                  onChange={(event) => setLine(index, { unitPrice: event.target.value })}
                  error={Boolean(fields[`lines[${index}].unitPrice`])}
                  helperText={fields[`lines[${index}].unitPrice`]}
                  slotProps={{ htmlInput: { step: '0.01', min: '0.01' } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
            ))}
            <Typography data-testid="offer-total">Total: {formatPrice(fromCents(totalCents))}</Typography>
            <TextField
              label="Valid until"
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={Boolean(fields.expiresAt)}
              helperText={fields.expiresAt ?? 'The offer holds to the end of this day (UTC)'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(fields.message)}
              helperText={fields.message}
              slotProps={{ htmlInput: { maxLength: MAX_QUOTE_MESSAGE_LENGTH } }}
            />
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="offer-refused">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            loading={answer.isPending}
            onClick={() =>
              send({ decision: 'decline', ...(message.trim() ? { message } : {}) }, `Quote ${quote.number} declined`)
            }
          >
            Decline
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={answer.isPending}>
            Send offer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
