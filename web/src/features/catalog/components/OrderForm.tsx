import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import {
  formatPrice,
  fromCents,
  lineSavingCents,
  lineTotalCents,
  orderFormSchema,
  priceListOf,
  totalBill,
  unitPriceCents,
  type OrderFormValues,
  type Tool,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ContactFields } from '../../../components/form/ContactFields';
import { PlaceOrderButton } from '../../../components/form/PlaceOrderButton';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { ApiRequestError } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { usePlaceOrder } from '../api/place-order';

const ORDER_FIELDS = ['phoneNumber', 'orderQuantity', 'orderAddress'] as const;

/** The order form of the purchase page, for a signed-in customer: who orders, how many, where to. */
export function OrderForm({ tool, onQuantityChange }: { tool: Tool; onQuantityChange?: (quantity: number) => void }) {
  const placeOrder = usePlaceOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // The unit price the buyer has seen and agreed to (the tool's, its tier's for the quantity); a
  // newer one must be confirmed first.
  const [agreedPrice, setAgreedPrice] = useState(tool.price);
  const [newPrice, setNewPrice] = useState<number | null>(null);
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
        onSubmit={async (values, form) => {
          const unitPrice = newPrice ?? tierUnitPrice(tool, values.orderQuantity);
          try {
            const result = await placeOrder.mutateAsync({ tool, values, unitPrice, idempotencyKey });
            enqueueSnackbar(`Order placed: order ID ${result.insertedId}`, { variant: 'success' });
            setIdempotencyKey(crypto.randomUUID());
            setAgreedPrice(unitPrice);
            setNewPrice(null);
            form.resetForm();
          } catch (err) {
            const changedPrice = err instanceof ApiRequestError && err.status === 409 ? err.current?.price : undefined;
            if (changedPrice !== undefined) {
              // The price moved since the page was opened: show the new total and ask to confirm it.
              setAgreedPrice(unitPrice);
              setNewPrice(changedPrice);
              return;
            }
            const message = applyApiErrors(err, form, ORDER_FIELDS);
            enqueueSnackbar(`Your order was not placed: ${message}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Order">
            <ContactFields
              addressLabel="Address"
              beforeAddress={
                <FormTextField
                  name="orderQuantity"
                  label="Quantity (pieces)"
                  type="number"
                  required
                  slotProps={{ htmlInput: { min: tool.minOrder, max: tool.available, step: 1 } }}
                />
              }
            />
            <LiveTotal tool={tool} newPrice={newPrice} onQuantityChange={onQuantityChange} />
            {newPrice !== null && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="price-changed">
                The price of {tool.toolName} changed from {formatPrice(agreedPrice)} to {formatPrice(newPrice)} a piece
                since you opened this page. Your total is now{' '}
                {formatPrice(totalBill(newPrice, quantityOf(values.orderQuantity, tool.minOrder)))}: confirm it to place
                the order.
              </Alert>
            )}
            <PlaceOrderButton loading={isSubmitting}>
              {newPrice !== null ? 'Confirm the new total and order' : 'Place Order'}
            </PlaceOrderButton>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** The typed quantity, or minOrder until a valid one is typed. */
function quantityOf(typed: unknown, minOrder: number): number {
  const quantity = Number(typed);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : minOrder;
}

/** The unit price of `quantity` pieces: the tier's where one applies, else the list price. */
function tierUnitPrice(tool: Tool, quantity: number): number {
  return fromCents(unitPriceCents(priceListOf(tool), quantity));
}

/** quantity × its unit price (its tier's, or a newer price the buyer is asked to confirm), and the tier's saving. */
function LiveTotal({
  tool,
  newPrice,
  onQuantityChange,
}: {
  tool: Tool;
  newPrice: number | null;
  onQuantityChange?: (quantity: number) => void;
}) {
  const { values } = useFormikContext<OrderFormValues>();
  const quantity = quantityOf(values.orderQuantity, tool.minOrder);
  useEffect(() => onQuantityChange?.(quantity), [quantity, onQuantityChange]);
  const list = priceListOf(tool);
  const total = newPrice === null ? fromCents(lineTotalCents(list, quantity)) : totalBill(newPrice, quantity);
  const savingCents = newPrice === null ? lineSavingCents(list, quantity) : 0;
  return (
    <div aria-live="polite">
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="order-total">
        Total: {formatPrice(total)}
      </Typography>
      {savingCents > 0 && (
        <Typography color="success.main" data-testid="order-saving">
          {formatPrice(fromCents(unitPriceCents(list, quantity)))} a piece: you save{' '}
          {formatPrice(fromCents(savingCents))} against the list price of {formatPrice(tool.price)}
        </Typography>
      )}
    </div>
  );
}
