import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  checkoutFormSchema,
  MAX_ORDER_NOTE_LENGTH,
  MAX_PO_NUMBER_LENGTH,
  PHONE_LENGTH,
  type CartLine,
  type CheckoutFormValues,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ContactFields } from '../../../components/form/ContactFields';
import { PlaceOrderButton } from '../../../components/form/PlaceOrderButton';
import { LoadingIndicator } from '../../../components/QueryState';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { useUser } from '../../../hooks/use-user';
import { ApiRequestError, isNetworkFailure } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { useBuyerProfile } from '../api/buyer-profile';
import { usePlaceCartOrder } from '../api/place-cart-order';
import { lineMessagesOf } from '../cart-lines';

const CHECKOUT_FIELDS = ['phoneNumber', 'orderAddress', 'poNumber', 'note'] as const;

interface Props {
  /** The lines to order, or null while some line cannot be ordered as it is (the form says so). */
  lines: CartLine[] | null;
  /** Saves what the buyer typed in the cart before the order is sent. */
  beforeOrder: () => Promise<void>;
  /** The server's messages about lines of a refused order, by tool. */
  onLineMessages: (messages: Map<string, string>) => void;
}

/** The checkout on the cart page: who orders, where to, the PO number and a note; Place order. */
export function CheckoutForm({ lines, beforeOrder, onLineMessages }: Props) {
  const { data: user } = useUser();
  const email = user?.email ?? null;
  const profile = useBuyerProfile(email);
  if (email !== null && profile.isPending) return <LoadingIndicator label="Loading your details" />;
  // The profile's phone number and location start the form when it has them.
  const phone = profile.data?.phoneNumber ?? '';
  const initialValues: CheckoutFormValues = {
    phoneNumber: new RegExp(`^[0-9]{${PHONE_LENGTH}}$`).test(phone) ? phone : '',
    orderAddress: profile.data?.location ?? '',
    poNumber: '',
    note: '',
  };
  return (
    <CheckoutFields
      initialValues={initialValues}
      lines={lines}
      beforeOrder={beforeOrder}
      onLineMessages={onLineMessages}
    />
  );
}

function CheckoutFields({
  initialValues,
  lines,
  beforeOrder,
  onLineMessages,
}: Props & { initialValues: CheckoutFormValues }) {
  const placeOrder = usePlaceCartOrder();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // One key per checkout: a retry after a lost answer must not order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={checkoutFormSchema}
      onSubmit={async (values, form) => {
        if (!lines) return;
        setRefusal(null);
        onLineMessages(new Map());
        await beforeOrder();
        try {
          const placed = await placeOrder.mutateAsync({ lines, values, idempotencyKey });
          enqueueSnackbar(`Order placed: order ID ${placed.insertedId}`, { variant: 'success' });
          void navigate(paths.dashboard.order(placed.insertedId));
        } catch (err) {
          // An answered refusal ends this checkout: the next one (with changed lines) is a new request.
          if (!isNetworkFailure(err)) setIdempotencyKey(crypto.randomUUID());
          if (err instanceof ApiRequestError) onLineMessages(lineMessagesOf(err.fields, lines));
          setRefusal(`Your order was not placed: ${applyApiErrors(err, form, CHECKOUT_FIELDS)}`);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Checkout">
          <Typography variant="h5" component="h2" gutterBottom>
            Checkout
          </Typography>
          <ContactFields addressLabel="Delivery address" />
          <FormTextField
            name="poNumber"
            label="PO number (optional)"
            helperText={`Your purchase order reference, up to ${MAX_PO_NUMBER_LENGTH} characters`}
            slotProps={{ htmlInput: { maxLength: MAX_PO_NUMBER_LENGTH } }}
          />
          <FormTextField
            name="note"
            label="Note (optional)"
            helperText={`For the shop, up to ${MAX_ORDER_NOTE_LENGTH} characters`}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MAX_ORDER_NOTE_LENGTH } }}
          />
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="checkout-refused">
              {refusal}
            </Alert>
          )}
          {!lines && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Fix the lines marked above before placing the order.
            </Alert>
          )}
          <PlaceOrderButton loading={isSubmitting} disabled={!lines}>
            Place order
          </PlaceOrderButton>
        </Form>
      )}
    </Formik>
  );
}
