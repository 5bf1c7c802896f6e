import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { canCancel, nextStatus } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { OrdersTable } from './OrdersTable';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';
import { useAdvanceOrder, useAllOrders } from '../api/all-orders';

export function AllOrdersPage() {
  usePageTitle('All Orders');
  const orders = useAllOrders();
  const advance = useAdvanceOrder();
  const cancelling = useOrderCancelConfirmation();
  const { enqueueSnackbar } = useSnackbar();
  const fail = (err: unknown) => enqueueSnackbar(errorMessage(err), { variant: 'error' });

  return (
    <QueryState query={{ ...orders, data: orders.items }} label="Loading orders">
      {(list) => (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            All Orders ({list.length})
          </Typography>
          <OrdersTable
            orders={list}
            label="All orders"
            actions={(order) => {
              const next = nextStatus(order.status);
              return (
                <Stack direction="row" spacing={1}>
                  {next && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={advance.isPending}
                      loading={advance.isPending && advance.variables.order._id === order._id}
                      onClick={() =>
                        advance.mutate(
                          { order, status: next },
                          {
                            onSuccess: () =>
                              enqueueSnackbar(`Order ${order._id} is now ${next}`, { variant: 'success' }),
                            onError: fail,
                          },
                        )
                      }
                    >
                      Mark {next}
                    </Button>
                  )}
                  {canCancel(order.status, order.payment) && (
                    <Button size="small" color="error" onClick={() => cancelling.ask(order)}>
                      cancel
                    </Button>
                  )}
                </Stack>
              );
            }}
          />
          <LoadMoreButton list={orders} />
          {cancelling.dialog}
        </>
      )}
    </QueryState>
  );
}

export default AllOrdersPage;
