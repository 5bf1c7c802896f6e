import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPrice, recordPaymentFormSchema, type Order } from '@toolshub/shared';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { applyApiErrors } from '../../../lib/form-errors';
import { useRecordPayment } from '../api/record-payment';

/** Admin: records that the order was paid, with the payment's reference (a bank transfer's, say). */
export function RecordPaymentDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const record = useRecordPayment();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ paymentReference: '' }}
        validationSchema={recordPaymentFormSchema}
        onSubmit={async (values, helpers) => {
          const paymentReference = values.paymentReference.trim();
          try {
            await record.mutateAsync({ id: order._id, paymentReference });
            enqueueSnackbar(`Payment of order ${order._id} recorded`, { variant: 'success' });
            helpers.resetForm();
            onClose();
          } catch (err) {
            const message = applyApiErrors(err, helpers, ['paymentReference']);
            enqueueSnackbar(`The payment was not recorded: ${message}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Record payment</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {formatPrice(order.totalDue)} for order {order._id}
                {order.invoiceNumber ? ` (invoice ${order.invoiceNumber})` : ''}.
              </DialogContentText>
              <FormTextField name="paymentReference" label="Payment reference" required />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                Record payment
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
