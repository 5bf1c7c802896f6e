import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MAX_ORDER_NOTE_LENGTH,
  MAX_PO_NUMBER_LENGTH,
  PHONE_LENGTH,
  type CartLine,
  type CheckoutFormValues,
  type Company,
} from '@toolshub/shared';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { ContactFields } from '../../../components/form/ContactFields';
import { PlaceOrderButton } from '../../../components/form/PlaceOrderButton';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { useCompany } from '../../../hooks/use-company';
import { useAccount } from '../../../hooks/use-account';
import { ApiRequestError, isNetworkFailure } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { useBuyerProfile } from '../api/buyer-profile';
import { usePlaceCartOrder } from '../api/place-cart-order';
import { lineMessagesOf } from '../cart-lines';
import { checkoutNotices, siteContact } from '../company-checkout';

const CHECKOUT_FIELDS = ['phoneNumber', 'orderAddress', 'poNumber', 'note', 'locationId'] as const;
const validateCheckout = lazySchemaValidation<CheckoutValues>(() =>
  import('../../../components/form/lazy-form-schemas').then((m) => m.checkoutFormSchema),
);

/** The checkout's values; `locationId`: the company site the order is for ('' for none). */
export type CheckoutValues = CheckoutFormValues & { locationId: string };

interface Props {
  /** The lines to order, or null while some line cannot be ordered as it is (the form says so). */
  lines: CartLine[] | null;
  /** Saves what the buyer typed in the cart before the order is sent. */
  beforeOrder: () => Promise<void>;
  /** The server's messages about lines of a refused order, by tool. */
  onLineMessages: (messages: Map<string, string>) => void;
  /** The order's total as the cart shows it, in cents (for a company member's approval and credit notices). */
  totalCents: number;
  /** The total due, tax included (the cart's estimate): what the company's credit must cover. */
  totalDueCents: number;
}

/** The checkout on the cart page: who orders, where to, the PO number and a note; Place order. */
export function CheckoutForm({ lines, beforeOrder, onLineMessages, totalCents, totalDueCents }: Props) {
  // The SDK's user, or the stored session's while the SDK loads (the cart draws before it).
  const email = useAccount()?.email ?? null;
  const profile = useBuyerProfile(email);
  // A company member orders for one of its sites; a failed read leaves the checkout as for anyone.
  const company = useCompany({ enabled: email !== null });
  if (email !== null && (profile.isPending || company.isPending)) {
    return <LoadingIndicator label="Loading your details" />;
  }
  // The company's first site, else the profile's phone number and location, start the form.
  const site = company.data?.locations[0];
  const phone = profile.data?.phoneNumber ?? '';
  const initialValues: CheckoutValues = {
    phoneNumber: new RegExp(`^[0-9]{${PHONE_LENGTH}}$`).test(phone) ? phone : '',
    orderAddress: profile.data?.location ?? '',
    poNumber: '',
    note: '',
    locationId: site?.id ?? '',
    ...(site ? siteContact(site) : {}),
  };
  return (
    <CheckoutFields
      initialValues={initialValues}
      lines={lines}
      beforeOrder={beforeOrder}
      onLineMessages={onLineMessages}
      totalCents={totalCents}
      totalDueCents={totalDueCents}
      company={company.data ?? null}
    />
  );
}

/** A company member's site: picking one fills the order's address and phone. */
function SiteField({ company }: { company: Company }) {
  const form = useFormikContext<CheckoutValues>();
  return (
    <FormSelectField
      name="locationId"
      label="Deliver to site"
      required
      helperText={`A site of ${company.name}: its address and phone fill the order`}
      options={company.locations.map((location) => ({ value: location.id, label: location.name }))}
      onChange={(event) => {
        const site = company.locations.find((location) => location.id === event.target.value);
        if (site) void form.setValues({ ...form.values, locationId: site.id, ...siteContact(site) });
      }}
    />
  );
}

function CheckoutFields({
  initialValues,
  lines,
  beforeOrder,
  onLineMessages,
  totalCents,
  totalDueCents,
  company,
}: Props & { initialValues: CheckoutValues; company: Company | null }) {
  const placeOrder = usePlaceCartOrder();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // One key per checkout: a retry after a lost answer must not order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const notices = checkoutNotices(company, { netCents: totalCents, totalDueCents });
  // On hold, or above the credit left: the API would refuse the order, so it is not sent.
  const blocked = notices.some((notice) => notice.severity === 'error');

  return (
    <Formik
      initialValues={initialValues}
      validate={validateCheckout}
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
          {company && company.locations.length > 0 && <SiteField company={company} />}
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
          {notices.map((notice) => (
            <Alert key={notice.kind} severity={notice.severity} sx={{ mt: 2 }} data-testid={`checkout-${notice.kind}`}>
              {notice.text}
            </Alert>
          ))}
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
          <PlaceOrderButton loading={isSubmitting} disabled={!lines || blocked}>
            Place order
          </PlaceOrderButton>
        </Form>
      )}
    </Formik>
  );
}
