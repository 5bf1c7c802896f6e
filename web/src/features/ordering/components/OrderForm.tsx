import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useUser } from 'reactfire';
import {
  formatPrice,
  fromCents,
  lineTotalCents,
  orderFormSchema,
  priceListOf,
  type OrderFormValues,
  type Tool,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyField } from '../../../components/form/ReadOnlyField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { errorMessage } from '../../../lib/api-client';
import { usePlaceOrder } from '../api/place-order';

/** The order form of the purchase page, for a signed-in customer: who orders, how many, where to. */
export function OrderForm({ tool }: { tool: Tool }) {
  const { data: user } = useUser();
  const placeOrder = usePlaceOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const buyer = { name: user?.displayName || user?.email || '', email: user?.email ?? '' };
  const initialValues: OrderFormValues = { phoneNumber: '', orderQuantity: tool.minOrder, orderAddress: '' };

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Complete Your Order Information
      </Typography>
      <Formik
        initialValues={initialValues}
        validationSchema={orderFormSchema({ minOrder: tool.minOrder, available: tool.available })}
        enableReinitialize
        onSubmit={async (values, { resetForm }) => {
          try {
            const result = await placeOrder.mutateAsync({ tool, buyer, values, idempotencyKey });
            enqueueSnackbar(`Order placed: order ID ${result.insertedId}`, { variant: 'success' });
            setIdempotencyKey(crypto.randomUUID());
            resetForm();
          } catch (err) {
            enqueueSnackbar(`Your order was not placed: ${errorMessage(err)}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Order">
            <ReadOnlyField label="Name" value={buyer.name} />
            <ReadOnlyField label="Email" value={buyer.email} />
            <FormTextField name="phoneNumber" label="Phone" type="tel" autoComplete="tel" required />
            <FormTextField
              name="orderQuantity"
              label="Quantity (pieces)"
              type="number"
              required
              slotProps={{ htmlInput: { min: tool.minOrder, max: tool.available, step: 1 } }}
            />
            <FormTextField
              name="orderAddress"
              label="Address"
              autoComplete="street-address"
              multiline
              minRows={2}
              required
            />
            <LiveTotal tool={tool} />
            <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={isSubmitting}>
              {isSubmitting ? <CircularProgress size={24} aria-label="Placing your order" /> : 'Place Order'}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** quantity × its unit price (a tier's where one applies), using minOrder until a valid quantity is typed. */
function LiveTotal({ tool }: { tool: Tool }) {
  const { values } = useFormikContext<OrderFormValues>();
  const typed = Number(values.orderQuantity);
  const quantity = Number.isInteger(typed) && typed > 0 ? typed : tool.minOrder;
  return (
    <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="order-total" aria-live="polite">
      Total: {formatPrice(fromCents(lineTotalCents(priceListOf(tool), quantity)))}
    </Typography>
  );
}
