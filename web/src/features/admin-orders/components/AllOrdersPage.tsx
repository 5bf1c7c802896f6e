import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { canCancel, nextStatus, type Order } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../../orders/api/cancel-order';
import { OrderCancelDialog } from '../../orders/components/OrderCancelDialog';
import { OrdersTable } from '../../orders/components/OrdersTable';
import { useAdvanceOrder, useAllOrders } from '../api/orders';

export function AllOrdersPage() {
  usePageTitle('All Orders');
  const orders = useAllOrders();
  const advance = useAdvanceOrder();
  const cancel = useCancelOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [toCancel, setToCancel] = useState<Order | null>(null);
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
                  {canCancel(order.status) && (
                    <Button size="small" color="error" onClick={() => setToCancel(order)}>
                      cancel
                    </Button>
                  )}
                </Stack>
              );
            }}
          />
          <LoadMoreButton list={orders} />
          <OrderCancelDialog
            order={toCancel}
            busy={cancel.isPending}
            onClose={() => setToCancel(null)}
            onConfirm={(order) =>
              cancel.mutate(order, {
                onSuccess: () => enqueueSnackbar(`order ID: ${order._id} deleted`, { variant: 'success' }),
                onError: fail,
                onSettled: () => setToCancel(null),
              })
            }
          />
        </>
      )}
    </QueryState>
  );
}

export default AllOrdersPage;
