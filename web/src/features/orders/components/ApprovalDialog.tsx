import Typography from '@mui/material/Typography';
import { decideApprovalBodySchema, formatPrice, MAX_DECISION_NOTE_LENGTH, type Order } from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useDecideApproval } from '../api/company-orders';
import { orderSummary, placedByOf } from './OrdersTable';

export type Decision = 'approve' | 'reject';

const NOTE_FIELDS = ['note'] as const;

/** A company admin approves (→ pending) or rejects (→ cancelled, its stock back) an order, with a note. */
export function ApprovalDialog({
  order,
  decision,
  onClose,
}: {
  order: Order | null;
  decision: Decision;
  onClose: () => void;
}) {
  const decide = useDecideApproval();
  const { enqueueSnackbar } = useSnackbar();
  const verb = decision === 'approve' ? 'Approve' : 'Reject';
  return (
    <FormDialog
      open={Boolean(order)}
      onClose={onClose}
      form={
        order && {
          title: `${verb} order ${order._id}?`,
          initialValues: { note: '' },
          validationSchema: decideApprovalBodySchema.pick(['note']),
          fields: NOTE_FIELDS,
          submit: async (values) => {
            const note = values.note.trim();
            await decide.mutateAsync({ orderId: order._id, decision, ...(note ? { note } : {}) });
            enqueueSnackbar(`Order ${order._id} ${decision === 'approve' ? 'approved' : 'rejected'}`, {
              variant: 'success',
            });
          },
          submitLabel: verb,
          submitColor: decision === 'approve' ? 'primary' : 'error',
          children: (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {orderSummary(order)}, {formatPrice(order.totalBill)}, placed by {placedByOf(order)}
                {order.locationName ? ` for ${order.locationName}` : ''}.
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
                {decision === 'approve'
                  ? 'It goes to the shop to be fulfilled.'
                  : 'It is cancelled and its stock goes back; the buyer is told.'}
              </Typography>
              <FormTextField
                name="note"
                label="Note (optional)"
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MAX_DECISION_NOTE_LENGTH } }}
              />
            </>
          ),
        }
      }
    />
  );
}
