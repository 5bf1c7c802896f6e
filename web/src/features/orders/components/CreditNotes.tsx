import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatPrice, type Order } from '@toolshub/shared';
import { errorMessage } from '../../../lib/api-client';
import { useCreditNoteDownload } from '../api/refund-order';
import { OrderDate } from './OrderDate';

/** The order's refunds: each credit note with its amount, date and reason, and its PDF. */
export function CreditNotes({ order }: { order: Order }) {
  const download = useCreditNoteDownload();
  return (
    <>
      <List disablePadding aria-label="Credit notes">
        {order.creditNotes.map((note) => (
          <ListItem
            key={note.number}
            disableGutters
            data-testid="credit-note"
            secondaryAction={
              <Button
                variant="outlined"
                size="small"
                loading={download.isPending && download.variables.number === note.number}
                onClick={() => download.mutate({ id: order._id, number: note.number })}
              >
                PDF {note.number}
              </Button>
            }
          >
            <ListItemText
              primary={`Credit note ${note.number}: ${formatPrice(note.amount)} refunded`}
              secondary={
                <>
                  <OrderDate iso={note.at} /> · {note.reason}
                  {note.cancelledOrder ? ' · the order was cancelled and its stock put back' : ''}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The credit note could not be downloaded: {errorMessage(download.error)}
        </Alert>
      )}
    </>
  );
}
