import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useUser } from '../../../hooks/use-user';
import { canCancel } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { RowActions } from '../../../components/list/RowActions';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useMyOrders } from '../api/get-my-orders';
import { OrdersTable } from './OrdersTable';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';

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
  const cancelling = useOrderCancelConfirmation();

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
              actions={(order) => (
                <RowActions
                  label={`order ${order._id}`}
                  actions={
                    canCancel(order.status, order.payment)
                      ? [{ label: 'cancel', color: 'error', onClick: () => cancelling.ask(order) }]
                      : []
                  }
                />
              )}
            />
            <LoadMoreButton list={orders} />
            {cancelling.dialog}
          </>
        )
      }
    </QueryState>
  );
}

export default MyOrdersPage;
