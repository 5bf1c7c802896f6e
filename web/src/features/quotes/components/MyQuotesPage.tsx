import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkoutFormSchema, MAX_PO_NUMBER_LENGTH, type Company, type Quote } from '@toolshub/shared';
import { ContactFields } from '../../../components/form/ContactFields';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { useCompany } from '../../../hooks/use-company';
import { listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { acceptQuote, declineQuote, useQuotes, useQuotesMutation } from '../api/quotes';
import { canAccept, canBuyerDecline, quoteExpiryLabel, quoteStatusLabel, quoteTotalLabel } from '../quote-display';
import { QuoteLines } from './QuoteLines';

/** Newest first, 25 a page. */
const MY_QUOTES_LIST = listSpec({ pageSize: 25 });

const rowAttributes = (quote: Quote) => ({ 'data-testid': 'quote-row', 'data-quote-id': quote.id });

export const quoteColumns = (): RowColumn<Quote>[] => [
  { field: 'number', headerName: 'Quote', minWidth: 120, flex: 1, sortable: false, card: 'title' },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    sortable: false,
    valueGetter: (_value: unknown, row: Quote) => quoteStatusLabel(row),
  },
  {
    field: 'total',
    headerName: 'Total',
    minWidth: 110,
    sortable: false,
    valueGetter: (_value: unknown, row: Quote) => quoteTotalLabel(row),
  },
  {
    field: 'expiresAt',
    headerName: 'Valid until',
    minWidth: 120,
    sortable: false,
    valueGetter: (_value: unknown, row: Quote) => quoteExpiryLabel(row),
  },
];

/**
 * /dashboard/my-quotes (buyers): their requests for quote (a company member: the company's), with
 * number, status, total and expiry; one opens to its lines, to accept (an order at the quoted
 * prices, with the checkout's delivery fields) or decline.
 */
export function MyQuotesPage() {
  usePageTitle('My quotes');
  const list = useListController(MY_QUOTES_LIST);
  const quotes = useQuotes({ limit: list.pageSize });
  const [open, setOpen] = useState<Quote | null>(null);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My quotes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Ask for a quote from your cart. Once the shop offers its prices, accept them before the date to order at those
        prices.
      </Typography>
      <ServerDataGrid<Quote>
        label="My quotes"
        list={quotes}
        columns={quoteColumns()}
        getRowId={(row) => row.id}
        {...list.grid}
        onRowClick={setOpen}
        rowAttributes={rowAttributes}
      />
      {open && <QuoteDialog quote={open} onClose={() => setOpen(null)} />}
    </>
  );
}

type AcceptValues = { phoneNumber: string; orderAddress: string; poNumber: string; locationId: string };
const ACCEPT_FIELDS = ['phoneNumber', 'orderAddress', 'poNumber', 'locationId'] as const;

/** One quote as its buyer sees it: lines, the shop's note, and Accept / Decline while it is open. */
export function QuoteDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const titleId = useId();
  const [accepting, setAccepting] = useState(false);
  const decline = useQuotesMutation(declineQuote);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        Quote {quote.number}: {quoteStatusLabel(quote)}
      </DialogTitle>
      <DialogContent>
        <QuoteLines quote={quote} />
        {quote.expiresAt && (
          <Typography sx={{ mt: 1 }}>
            {quote.expired ? 'Expired on' : 'Valid until'} {quoteExpiryLabel(quote)}
          </Typography>
        )}
        {quote.message && <Typography sx={{ mt: 1 }}>Your message: {quote.message}</Typography>}
        {quote.shopMessage && <Typography sx={{ mt: 1 }}>From the shop: {quote.shopMessage}</Typography>}
        {quote.orderId && (
          <Typography sx={{ mt: 1 }}>
            Ordered as order <a href={paths.dashboard.order(quote.orderId)}>{quote.orderId}</a>
          </Typography>
        )}
        {accepting && <AcceptQuoteForm quote={quote} onDone={onClose} />}
      </DialogContent>
      <DialogActions>
        {canBuyerDecline(quote) && (
          <Button
            color="error"
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(
                { id: quote.id, body: {} },
                {
                  onSuccess: () => {
                    enqueueSnackbar(`Quote ${quote.number} declined`, { variant: 'success' });
                    onClose();
                  },
                  onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
                },
              )
            }
          >
            Decline
          </Button>
        )}
        {canAccept(quote) && !accepting && (
          <Button variant="contained" onClick={() => setAccepting(true)}>
            Accept
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The order's address and phone filled from a company site (as the cart's checkout does). */
const siteContact = (site: { address: string; phone: string }) => ({
  orderAddress: site.address,
  phoneNumber: site.phone,
});

/** The 409's messages about the quote's lines (short stock, a tool no longer sold), in line order. */
const lineMessages = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([path]) => path.startsWith('order.lines['))
    .map(([, message]) => message);

function SiteField({ company }: { company: Company }) {
  const form = useFormikContext<AcceptValues>();
  return (
    <FormSelectField
      name="locationId"
      label="Deliver to site"
      required
      options={company.locations.map((location) => ({ value: location.id, label: location.name }))}
      onChange={(event) => {
        const site = company.locations.find((location) => location.id === event.target.value);
        if (site) void form.setValues({ ...form.values, locationId: site.id, ...siteContact(site) });
      }}
    />
  );
}

/** Accept: the checkout's delivery fields (a company member's site fills them), then one order at the quoted prices. */
function AcceptQuoteForm({ quote, onDone }: { quote: Quote; onDone: () => void }) {
  const company = useCompany();
  const accept = useQuotesMutation(acceptQuote);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const site = company.data?.locations[0];
  const initialValues: AcceptValues = {
    phoneNumber: '',
    orderAddress: '',
    poNumber: '',
    locationId: site?.id ?? '',
    ...(site ? siteContact(site) : {}),
  };
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={checkoutFormSchema}
      onSubmit={async (values, form) => {
        setRefusal(null);
        try {
          const placed = await accept.mutateAsync({
            id: quote.id,
            body: {
              phoneNumber: values.phoneNumber,
              orderAddress: values.orderAddress,
              ...(values.poNumber ? { poNumber: values.poNumber } : {}),
              ...(values.locationId ? { locationId: values.locationId } : {}),
            },
          });
          enqueueSnackbar(`Quote accepted: order ID ${placed.insertedId}`, { variant: 'success' });
          onDone();
          void navigate(paths.dashboard.order(placed.insertedId));
        } catch (err) {
          const lines = err instanceof ApiRequestError ? lineMessages(err.fields) : [];
          setRefusal(`Your order was not placed: ${[applyApiErrors(err, form, ACCEPT_FIELDS), ...lines].join(' ')}`);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Box component={Form} noValidate aria-label="Accept quote" sx={{ mt: 2 }}>
          <Typography variant="h6" component="h3">
            Order at these prices
          </Typography>
          {company.data && company.data.locations.length > 0 && <SiteField company={company.data} />}
          <ContactFields addressLabel="Delivery address" />
          <FormTextField
            name="poNumber"
            label="PO number (optional)"
            slotProps={{ htmlInput: { maxLength: MAX_PO_NUMBER_LENGTH } }}
          />
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="quote-accept-refused">
              {refusal}
            </Alert>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={isSubmitting}>
            Place order for {quoteTotalLabel(quote)}
          </Button>
        </Box>
      )}
    </Formik>
  );
}

export default MyQuotesPage;
