import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_QUOTE_MESSAGE_LENGTH, type CartLine } from '@toolshub/shared';
import { useSnackbar } from './SnackbarProvider';
import { paths } from '../config/paths';
import { ApiRequestError, errorMessage } from '../lib/api-client';
import { requestQuote, useQuotesMutation } from '../api/quotes';

/**
 * The cart's lines (any quantity: the stock is checked when the quote is accepted) and an optional
 * message; POST /api/quotes, then My Quotes.
 */
export function RequestQuoteDialog({ lines, onClose }: { lines: readonly CartLine[]; onClose: () => void }) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const send = useQuotesMutation(requestQuote);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFields({});
    send.mutate(
      { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })), ...(message.trim() ? { message } : {}) },
      {
        onSuccess: () => {
          enqueueSnackbar('Quote requested: the shop will answer with its prices', { variant: 'success' });
          onClose();
          void navigate(paths.dashboard.myQuotes);
        },
        onError: (err) => {
          if (err instanceof ApiRequestError) setFields(err.fields);
          setFailure(errorMessage(err));
        },
      },
    );
  };

  const lineMessages = Object.entries(fields).filter(([path]) => path.startsWith('lines'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label="Request a quote">
        <DialogTitle id={titleId}>Request a quote</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            The shop answers with its prices for the {lines.length} {lines.length === 1 ? 'line' : 'lines'} of your
            cart, valid until a date; you may ask for more than is in stock today.
          </Typography>
          <TextField
            label="Message (optional)"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(fields.message)}
            helperText={fields.message ?? `The job, delivery dates… up to ${MAX_QUOTE_MESSAGE_LENGTH} characters`}
            slotProps={{ htmlInput: { maxLength: MAX_QUOTE_MESSAGE_LENGTH } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="quote-request-refused">
              {failure}
              {lineMessages.length > 1 && (
                <ul>
                  {lineMessages.map(([path, text]) => (
                    <li key={path}>{text}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
