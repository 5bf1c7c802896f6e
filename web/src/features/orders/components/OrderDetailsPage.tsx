import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canCancel, formatPrice, nextStatus, type Order } from '@toolshub/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ItemNotFound } from '../../../components/ItemNotFound';
import { QueryState } from '../../../components/QueryState';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { useCaller } from '../../../hooks/use-caller';
import { SessionMayStart } from '../../../lib/auth-session';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAdvanceOrder } from '../api/advance-order';
import { useOrder } from '../api/get-order';
import { useOrderAgain } from '../api/order-again';
import { SaveAsListButton } from '../../../components/SaveAsListButton';
import { DownloadDocumentButton } from './DownloadDocumentButton';
import { OrderAgainResult } from './OrderAgainResult';
import { OrderDate } from './OrderDate';
import { OrderDetailsPageFrame, OrderHeading } from './OrderDetailsPageFrame';
import { OrderLinesTable, taxLabel } from './OrderLinesTable';
import { OrderTimeline } from './OrderTimeline';
import { StatusChip } from './StatusChip';
import { PaymentStatus } from './PaymentStatus';
import { CreditNotes } from './CreditNotes';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { OnDemandDialog, useDialogOpenings } from '../../../components/OnDemandDialog';
import { refundableOf } from '../refundable';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';

// An admin's forms (Formik, yup and their inputs): loaded when opened, not with every buyer's page.
const RecordPaymentDialog = lazyWithRetry(() =>
  import('./RecordPaymentDialog').then((m) => ({ default: m.RecordPaymentDialog })),
);
const RefundDialog = lazyWithRetry(() => import('./RefundDialog').then((m) => ({ default: m.RefundDialog })));

/** /dashboard/orders/:id: one order for its owner or an admin; anyone else sees that no such order exists. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  usePageTitle('Order details');
  const order = useOrder(id);
  // The API answers 404 for an unknown id and for another account's order alike, 400 for a malformed one.
  if (order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 400)) {
    return <OrderNotFound id={id} />;
  }
  return (
    <QueryState query={order} label="Loading the order" loading={<OrderDetailsPageFrame id={id} />}>
      {(found) => <OrderDetails order={found} />}
    </QueryState>
  );
}

function OrderNotFound({ id }: { id: string }) {
  return (
    <ItemNotFound
      name="order-not-found"
      title="Order not found"
      back={{ to: paths.dashboard.myOrders, label: 'Back to my orders' }}
    >
      There is no order {id ? `with id ${id}` : 'at this address'} among the orders you can see.
    </ItemNotFound>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function OrderDetails({ order }: { order: Order }) {
  // The admin claim (the stored session's while the SDK loads). It only decides which buttons show:
  // the API checks the admin registry on every call. useCaller, not the SDK's session: the SDK
  // answering for the same account then redraws nothing of the order.
  const session = useCaller();
  const isAdmin = session.status === 'ready' && (session.caller?.admin ?? false);
  const cancelling = useOrderCancelConfirmation();
  const orderAgain = useOrderAgain();
  const recording = useDialogOpenings();
  const refunding = useDialogOpenings();

  return (
    <Box component="article" aria-labelledby="order-heading">
      <SessionMayStart />
      <OrderHeading
        id={order._id}
        status={
          <span data-testid="order-status">
            <StatusChip status={order.status} />
          </span>
        }
      />

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}>
        <DownloadDocumentButton order={order} />
        <Button variant="contained" loading={orderAgain.isPending} onClick={() => orderAgain.mutate(order)}>
          Order again
        </Button>
        <SaveAsListButton
          lines={order.lines.map(({ toolId, quantity }) => ({ toolId, quantity }))}
          defaultName={order.poNumber ? `PO ${order.poNumber}` : `Order ${order._id}`}
        />
        {canCancel(order.status, order.payment) && (
          <Button color="error" variant="outlined" onClick={() => cancelling.ask(order)}>
            Cancel order
          </Button>
        )}
        {isAdmin && <AdminActions order={order} onRecordPayment={recording.show} onRefund={refunding.show} />}
      </Stack>

      {orderAgain.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          Order again did not work: {errorMessage(orderAgain.error)}
        </Alert>
      )}
      {orderAgain.data && <OrderAgainResult plan={orderAgain.data} />}

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            m: 0,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Fact label="Order date" testId="order-date">
            <OrderDate iso={order.createdAt} withTime />
          </Fact>
          <Fact label="PO number" testId="order-po-number">
            {order.poNumber ?? '—'}
          </Fact>
          <Fact label="Invoice number" testId="order-invoice-number">
            {order.invoiceNumber ?? 'Given when the order ships'}
          </Fact>
          <Fact label="Total due" testId="order-fact-total-due">
            {formatPrice(order.totalDue)} ({order.orderQuantity} pieces; net {formatPrice(order.totalBill)},{' '}
            {taxLabel(order.taxRate).toLowerCase()} {formatPrice(order.taxAmount)})
          </Fact>
          <Fact label="Buyer">
            {order.userName} ({order.userEmail})
          </Fact>
          {order.companyId && order.placedBy && (
            <Fact label="Placed by" testId="order-placed-by">
              {order.placedBy.name}
            </Fact>
          )}
          {order.locationName && (
            <Fact label="Site" testId="order-site">
              {order.locationName}
            </Fact>
          )}
          <Fact label="Delivery address">{order.orderAddress}</Fact>
          <Fact label="Phone">{order.phoneNumber}</Fact>
          <Fact label="Payment">
            <PaymentStatus order={order} />
            {order.paymentReference && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }} data-testid="payment-reference">
                Reference {order.paymentReference}
              </Typography>
            )}
          </Fact>
          {order.refunded > 0 && (
            <Fact label="Refunded" testId="order-refunded">
              {formatPrice(order.refunded)}
            </Fact>
          )}
          {order.note && <Fact label="Note">{order.note}</Fact>}
        </Box>
      </Paper>

      <Typography variant="h5" component="h2" gutterBottom>
        Lines
      </Typography>
      <OrderLinesTable lines={order.lines} totalBill={order.totalBill} tax={order} />

      {order.creditNotes.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
            Refunds
          </Typography>
          <CreditNotes order={order} />
        </>
      )}

      <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
        History
      </Typography>
      <OrderTimeline order={order} />

      <Link component={RouterLink} to={isAdmin ? paths.dashboard.allOrders : paths.dashboard.myOrders}>
        {isAdmin ? 'Back to all orders' : 'Back to my orders'}
      </Link>
      {cancelling.dialog}
      {isAdmin && (
        <OnDemandDialog openings={recording.openings} name="payment form">
          <RecordPaymentDialog order={order} open={recording.open} onClose={recording.hide} />
        </OnDemandDialog>
      )}
      {isAdmin && (
        <OnDemandDialog openings={refunding.openings} name="refund form">
          <RefundDialog order={order} open={refunding.open} onClose={refunding.hide} />
        </OnDemandDialog>
      )}
    </Box>
  );
}

/** Admin: the next step of the lifecycle (as All Orders offers it), recording a payment and refunding one. */
function AdminActions({
  order,
  onRecordPayment,
  onRefund,
}: {
  order: Order;
  onRecordPayment: () => void;
  onRefund: () => void;
}) {
  const advance = useAdvanceOrder();
  const { enqueueSnackbar } = useSnackbar();
  const next = nextStatus(order.status);
  return (
    <>
      {next && (
        <Button
          variant="outlined"
          loading={advance.isPending}
          onClick={() =>
            advance.mutate(
              { order, status: next },
              {
                onSuccess: () => enqueueSnackbar(`Order ${order._id} is now ${next}`, { variant: 'success' }),
                onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
              },
            )
          }
        >
          Mark {next}
        </Button>
      )}
      {order.payment !== 'paid' && order.status !== 'cancelled' && (
        <Button variant="outlined" onClick={onRecordPayment}>
          Record payment
        </Button>
      )}
      {refundableOf(order) > 0 && (
        <Button variant="outlined" color="warning" onClick={onRefund}>
          Refund
        </Button>
      )}
    </>
  );
}

export default OrderDetailsPage;
