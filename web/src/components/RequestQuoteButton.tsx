import Button from '@mui/material/Button';
import type { CartLine } from '@toolshub/shared';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { OnDemandDialog, useDialogOpenings } from './OnDemandDialog';

// The dialog (a whole TextField, Select included) loads when someone opens it.
const RequestQuoteDialog = lazyWithRetry(() =>
  import('./RequestQuoteDialog').then((m) => ({ default: m.RequestQuoteDialog })),
);

/** "Request a quote" beside the cart's checkout, and its dialog. */
export function RequestQuoteButton({ lines }: { lines: readonly CartLine[] }) {
  const dialog = useDialogOpenings();
  return (
    <>
      <Button variant="outlined" disabled={lines.length === 0} onClick={dialog.show} sx={{ ml: 1 }}>
        Request a quote
      </Button>
      <OnDemandDialog openings={dialog.openings} name="quote form">
        {/* A new dialog each opening: it starts with an empty message. */}
        {dialog.open && <RequestQuoteDialog lines={lines} onClose={dialog.hide} />}
      </OnDemandDialog>
    </>
  );
}
