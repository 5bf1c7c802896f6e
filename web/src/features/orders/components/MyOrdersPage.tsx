import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { useUser } from 'reactfire';
import { canCancel, type Order } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCancelDialog } from './OrderCancelDialog';
import { OrdersTable } from './OrdersTable';

export function MyOrdersPage() {
  usePageTitle('My Orders');
  const { data: user } = useUser();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My Orders
      </Typography>
      {user?.email && <MyOrders email={user.email} />}
    </>
  );
}

function MyOrders({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancel = useCancelOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const confirm = (order: Order) =>
    cancel.mutate(order, {
      onSuccess: () => enqueueSnackbar(`order ID: ${order._id} deleted`, { variant: 'success' }),
      onError: (err) => enqueueSnackbar(`The order was not cancelled: ${errorMessage(err)}`, { variant: 'error' }),
      onSettled: () => setToCancel(null),
    });

  return (
    <QueryState query={{ ...orders, data: orders.items }} label="Loading your orders">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">You have no orders yet. Pick a tool on the home page to place one.</Alert>
        ) : (
          <>
            <OrdersTable
              orders={list}
              label="My orders"
              actions={(order) =>
                canCancel(order.status) ? (
                  <Button size="small" color="error" onClick={() => setToCancel(order)}>
                    cancel
                  </Button>
                ) : null
              }
            />
            <LoadMoreButton list={orders} />
            <OrderCancelDialog
              order={toCancel}
              busy={cancel.isPending}
              onConfirm={confirm}
              onClose={() => setToCancel(null)}
            />
          </>
        )
      }
    </QueryState>
  );
}

export default MyOrdersPage;
