import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  STOCK_ADJUSTMENT_REASONS,
  stockAdjustmentBody,
  stockAdjustmentFormSchema,
  type StockAdjustmentFormValues,
  type StockMovement,
  type StockMovementReason,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { applyApiErrors } from '../../../lib/form-errors';
import { adjustStock, RECENT_MOVEMENTS, useStockMovements, useToolMutation } from '../api/tools';

/** How the dialog names each reason a stock moved. */
export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  initial: 'First stock',
  order: 'Order',
  cancel: 'Order cancelled',
  expiry: 'Reservation expired',
  refund: 'Refund',
  edit: 'Edited',
  import: 'Import',
  received: 'Received',
  damaged: 'Damaged',
  'count-correction': 'Count correction',
  returned: 'Returned',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const FORM_FIELDS = ['quantity', 'reason', 'note'] as const;

const EMPTY: StockAdjustmentFormValues = { direction: 'add', quantity: '' as unknown as number, reason: 'received' };

function SelectField({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  const [field] = useField<string>(name);
  return (
    <FormControl fullWidth margin="normal">
      <InputLabel htmlFor={name} shrink>
        {label}
      </InputLabel>
      <NativeSelect {...field} input={<OutlinedInput notched label={label} />} inputProps={{ id: name }}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}

/** Who or what moved the stock: the order (a link to it), else the admin (or the operator). */
function MovedBy({ movement }: { movement: StockMovement }) {
  if (movement.orderId) {
    return (
      <Link component={RouterLink} to={paths.dashboard.order(movement.orderId)}>
        Order {movement.orderId.slice(-6)}
      </Link>
    );
  }
  if (movement.actor) return <>{movement.actor.email ?? 'Operator'}</>;
  return <>—</>;
}

function MovementsTable({ toolId }: { toolId: string }) {
  const movements = useStockMovements(toolId);
  if (movements.isPending) return <Typography variant="body2">Loading the stock movements…</Typography>;
  if (movements.isError) {
    return <Alert severity="error">The stock movements could not be loaded: {movements.error.message}</Alert>;
  }
  if (movements.data.length === 0) return <Typography variant="body2">No stock movements recorded yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Stock movements">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>By / order</TableCell>
            <TableCell align="right">Stock after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.data.map((m) => (
            <TableRow key={m._id} data-testid="stock-movement">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {m.at ? <time dateTime={m.at}>{when.format(new Date(m.at))}</time> : '—'}
              </TableCell>
              <TableCell align="right">{m.delta > 0 ? `+${m.delta}` : `−${-m.delta}`}</TableCell>
              <TableCell>
                {STOCK_REASON_LABELS[m.reason]}
                {m.note && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {m.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <MovedBy movement={m} />
              </TableCell>
              <TableCell align="right">{m.availableAfter}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The edit dialog's stock: the figure, "Adjust stock" (pieces added or taken away, with a reason
 * and a note: POST /api/tool/{id}/stock-adjustments, applied to the stock as it is when it
 * arrives, so no order placed meanwhile is lost) and the tool's last movements.
 */
export function StockSection({
  toolId,
  toolName,
  available,
  onAdjusted,
}: {
  toolId: string;
  toolName: string;
  available: number;
  /** After an adjustment: the tool changed (its stock and its version). */
  onAdjusted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const adjust = useToolMutation((values: StockAdjustmentFormValues) =>
    adjustStock(toolId, stockAdjustmentBody(values)),
  );
  const { enqueueSnackbar } = useSnackbar();

  return (
    <Box component="section" aria-labelledby="stock-section-title" sx={{ mb: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id="stock-section-title" variant="subtitle1" component="h3">
          Stock: {available} pieces
        </Typography>
        {!open && (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Adjust stock
          </Button>
        )}
      </Stack>
      {open && (
        <Formik<StockAdjustmentFormValues>
          initialValues={EMPTY}
          validationSchema={stockAdjustmentFormSchema}
          onSubmit={async (values, form) => {
            try {
              const result = await adjust.mutateAsync(stockAdjustmentFormSchema.cast(values));
              const { delta, availableAfter } = result.movement;
              enqueueSnackbar(
                `Stock of ${toolName}: ${delta > 0 ? '+' : '−'}${Math.abs(delta)}, now ${availableAfter} pieces`,
                { variant: 'success' },
              );
              form.resetForm();
              setOpen(false);
              onAdjusted();
            } catch (err) {
              form.setStatus(applyApiErrors(err, form, FORM_FIELDS));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label="Adjust stock">
              {typeof status === 'string' && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {status}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                <SelectField name="direction" label="Add or remove">
                  <option value="add">Add pieces (+)</option>
                  <option value="remove">Remove pieces (−)</option>
                </SelectField>
                <FormTextField name="quantity" label="Pieces" type="number" slotProps={{ htmlInput: { min: 1 } }} />
              </Stack>
              <SelectField name="reason" label="Reason">
                {STOCK_ADJUSTMENT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {STOCK_REASON_LABELS[reason]}
                  </option>
                ))}
              </SelectField>
              <FormTextField name="note" label="Note (optional)" />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
                <Button onClick={() => setOpen(false)}>Cancel</Button>
                <Button type="submit" variant="contained" loading={isSubmitting}>
                  Apply
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        Last {RECENT_MOVEMENTS} stock movements
      </Typography>
      <MovementsTable toolId={toolId} />
    </Box>
  );
}
