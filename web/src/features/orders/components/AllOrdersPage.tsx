import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  canCancel,
  DEFAULT_ORDER_LIST_SORT,
  formatPrice,
  nextStatus,
  ORDER_LIST_SORTS,
  type Order,
} from '@toolshub/shared';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { RowActions, type RowAction } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useAdvanceOrder } from '../api/advance-order';
import { exportOrders, useAllOrders } from '../api/all-orders';
import { ORDER_FILTERS, OrderFilters } from './OrderFilters';
import { OrderDate } from './OrderDate';
import { orderSummary } from './OrdersTable';
import { StatusChip } from './StatusChip';
import { PaymentStatus } from './PaymentStatus';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';

/** Its filters, and the grid's sortable columns with the API's sorts, both ways. */
const ORDER_LIST = listSpec({
  filters: ORDER_FILTERS,
  sort: {
    options: ORDER_LIST_SORTS,
    fallback: DEFAULT_ORDER_LIST_SORT,
    columns: {
      createdAt: { asc: 'oldest', desc: 'newest' },
      totalBill: { asc: 'total', desc: '-total' },
    },
  },
  pageSize: 50,
});

const orderRowAttributes = (order: Order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id });

export function AllOrdersPage() {
  usePageTitle('All Orders');
  const navigate = useNavigate();
  const list = useListController(ORDER_LIST);
  const { filters, sort } = list;
  const orders = useAllOrders({ ...filters, sort, limit: list.pageSize });
  const advance = useAdvanceOrder();
  const cancelling = useOrderCancelConfirmation();
  const { enqueueSnackbar } = useSnackbar();
  const fail = (err: unknown) => enqueueSnackbar(errorMessage(err), { variant: 'error' });
  const download = useMutation({ mutationFn: () => exportOrders({ ...filters, sort }) });
  const now = new Date();

  const actionsOf = (order: Order): RowAction[] => {
    const next = nextStatus(order.status);
    const actions: RowAction[] = [];
    if (next)
      actions.push({
        label: `Mark ${next}`,
        variant: 'outlined',
        disabled: advance.isPending,
        loading: advance.isPending && advance.variables.order._id === order._id,
        onClick: () =>
          advance.mutate(
            { order, status: next },
            {
              onSuccess: () => enqueueSnackbar(`Order ${order._id} is now ${next}`, { variant: 'success' }),
              onError: fail,
            },
          ),
      });
    if (canCancel(order.status, order.payment))
      actions.push({ label: 'cancel', color: 'error', onClick: () => cancelling.ask(order) });
    return actions;
  };

  // Sized to fit beside the open drawer at 1280 px: the actions are a menu in the grid (buttons on a card).
  const columns: RowColumn<Order>[] = [
    { field: '_id', headerName: 'Order', minWidth: 120, flex: 1, sortable: false },
    {
      field: 'createdAt',
      headerName: 'Date',
      minWidth: 110,
      renderCell: ({ row }) => (
        <span data-testid="order-date">
          <OrderDate iso={row.createdAt} />
        </span>
      ),
    },
    { field: 'userName', headerName: 'User Name', minWidth: 130, flex: 1, sortable: false },
    { field: 'userEmail', headerName: 'E-mail', minWidth: 180, flex: 1, sortable: false },
    {
      field: 'tool',
      headerName: 'Product Name',
      minWidth: 160,
      flex: 1.5,
      sortable: false,
      card: 'title',
      valueGetter: (_value, row) => orderSummary(row),
    },
    { field: 'orderQuantity', headerName: 'Amount', type: 'number', minWidth: 75, sortable: false },
    {
      field: 'totalBill',
      headerName: 'Bill',
      type: 'number',
      minWidth: 100,
      // The total due; sorted by the net (`total`), which orders them alike but for tax rates.
      valueGetter: (_value, row) => row.totalDue,
      valueFormatter: (value: number) => formatPrice(value),
    },
    {
      field: 'payment',
      headerName: 'Payment',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <PaymentStatus order={row} now={now} />,
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <span data-testid="order-status">
          <StatusChip status={row.status} />
        </span>
      ),
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 120,
      sortable: false,
      hideable: false,
      renderCell: ({ row: order }) => <RowActions menu label={`order ${order._id}`} actions={actionsOf(order)} />,
    },
  ];

  const exportButton = (
    <Button
      variant="outlined"
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (name) => enqueueSnackbar(`Downloaded ${name}`, { variant: 'success' }),
          onError: fail,
        })
      }
    >
      Export CSV
    </Button>
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        All Orders ({orders.rowCount >= 0 ? orders.rowCount : '…'})
      </Typography>
      <CollapsibleFilters active={list.activeFilters} beside={exportButton}>
        {(folded) => (
          <OrderFilters values={list.values} onChange={list.setFilters} onClear={list.clearFilters}>
            {!folded && exportButton}
          </OrderFilters>
        )}
      </CollapsibleFilters>
      <ServerDataGrid<Order>
        label="All orders"
        list={orders}
        columns={columns}
        {...list.grid}
        onRowClick={(order) => void navigate(paths.dashboard.order(order._id))}
        rowAttributes={orderRowAttributes}
        initialHidden={['_id', 'userEmail']}
      />
      {cancelling.dialog}
    </>
  );
}

export default AllOrdersPage;
