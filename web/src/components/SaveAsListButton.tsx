import Button from '@mui/material/Button';
import type { BuyingListLine } from '@toolshub/shared';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { OnDemandDialog, useDialogOpenings } from './OnDemandDialog';

// The dialog (a whole TextField, Select included, and a Checkbox) loads when someone opens it.
const SaveAsListDialog = lazyWithRetry(() =>
  import('./SaveAsListDialog').then((m) => ({ default: m.SaveAsListDialog })),
);

/** The "Save as list" button and its dialog, for a set of lines (the cart's, an order's). */
export function SaveAsListButton({
  lines,
  defaultName,
  disabled,
}: {
  lines: readonly BuyingListLine[];
  defaultName?: string;
  disabled?: boolean;
}) {
  const dialog = useDialogOpenings();
  return (
    <>
      <Button variant="outlined" onClick={dialog.show} disabled={disabled || lines.length === 0}>
        Save as list
      </Button>
      <OnDemandDialog openings={dialog.openings} name="list form">
        {/* A new dialog each opening: it starts from the name given, not from the last one typed. */}
        {dialog.open && <SaveAsListDialog open lines={lines} defaultName={defaultName} onClose={dialog.hide} />}
      </OnDemandDialog>
    </>
  );
}
