import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPrice, refundFormSchema, type Order } from '@toolshub/shared';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { applyApiErrors } from '../../../lib/form-errors';
import { useRefundOrder } from '../api/refund-order';
import { refundableOf } from '../refundable';

/**
 * Admin: refunds (part of) what the buyer paid, with a reason; the server records a credit note
 * and, when the order has not shipped, cancels it and gives its stock back.
 */
export function RefundDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const refund = useRefundOrder();
  const { enqueueSnackbar } = useSnackbar();
  const refundable = refundableOf(order);
  const cancels = order.status === 'pending' || order.status === 'processing';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Formik
        // Starts again from what is left whenever a refund changed it.
        key={refundable}
        initialValues={{ amount: refundable as number | string, reason: '' }}
        validationSchema={refundFormSchema(refundable)}
        onSubmit={async (values, helpers) => {
          const { amount, reason } = refundFormSchema().cast(values);
          try {
            await refund.mutateAsync({ id: order._id, amount, reason });
            enqueueSnackbar(`Refunded ${formatPrice(amount)} of order ${order._id}`, { variant: 'success' });
            helpers.resetForm();
            onClose();
          } catch (err) {
            const message = applyApiErrors(err, helpers, ['amount', 'reason']);
            enqueueSnackbar(`The refund was not recorded: ${message}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Refund</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {formatPrice(order.totalDue)} paid for order {order._id}
                {order.refunded > 0 ? `, ${formatPrice(order.refunded)} refunded before` : ''}: at most{' '}
                {formatPrice(refundable)} can be refunded.
                {cancels ? ' The order has not shipped: the refund cancels it and puts its stock back.' : ''}
              </DialogContentText>
              <FormTextField
                name="amount"
                label="Amount ($)"
                type="number"
                required
                slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
              />
              <FormTextField name="reason" label="Reason" required multiline minRows={2} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" color="warning" loading={isSubmitting}>
                Refund
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
