import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridSortModel } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  canCancel,
  formatPrice,
  nextStatus,
  ORDER_LIST_SORTS,
  type Order,
  type OrderListQuery,
  type OrderListSort,
} from '@toolshub/shared';
import { GRID_PAGE_SIZES, ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { RowActions, type RowAction } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { pageSizeOf, useGridParams } from '../../../lib/use-grid-params';
import { exportOrders, useAdvanceOrder, useAllOrders } from '../api/all-orders';
import { OrderFilters, ORDER_FILTER_PARAMS, orderFiltersOf } from './OrderFilters';
import { OrderDate } from './OrderDate';
import { orderSummary, StatusChip } from './OrdersTable';
import { PaymentStatus } from './PaymentStatus';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';

const PARAMS = [...ORDER_FILTER_PARAMS, 'sort', 'limit'] as const;

/** The grid's sortable columns and the API's sorts, both ways. */
const SORT_OF: Record<string, { asc: OrderListSort; desc: OrderListSort }> = {
  createdAt: { asc: 'oldest', desc: 'newest' },
  totalBill: { asc: 'total', desc: '-total' },
};

function sortModelOf(sort: OrderListSort): GridSortModel {
  for (const [field, { asc, desc }] of Object.entries(SORT_OF)) {
    if (sort === asc) return [{ field, sort: 'asc' }];
    if (sort === desc) return [{ field, sort: 'desc' }];
  }
  return [];
}

function sortOf(model: GridSortModel): OrderListSort {
  const [first] = model;
  const sorts = first ? SORT_OF[first.field] : undefined;
  return sorts && first?.sort ? sorts[first.sort] : 'newest';
}

const orderRowAttributes = (order: Order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id });

export function AllOrdersPage() {
  usePageTitle('All Orders');
  const navigate = useNavigate();
  const { values, update } = useGridParams(PARAMS);
  const sort = (ORDER_LIST_SORTS as readonly string[]).includes(values.sort)
    ? (values.sort as OrderListSort)
    : 'newest';
  const pageSize = pageSizeOf(values.limit, GRID_PAGE_SIZES, 50);
  const sortModel = useMemo(() => sortModelOf(sort), [sort]);
  const filters = orderFiltersOf(values);
  const query: OrderListQuery = { ...filters, sort, limit: pageSize };
  const orders = useAllOrders(query);
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
      <CollapsibleFilters active={Object.keys(filters).length} beside={exportButton}>
        {(folded) => (
          <OrderFilters values={values} onChange={update}>
            {!folded && exportButton}
          </OrderFilters>
        )}
      </CollapsibleFilters>
      {orders.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          An error has occurred: {errorMessage(orders.error)}
        </Typography>
      )}
      <ServerDataGrid<Order>
        label="All orders"
        list={orders}
        columns={columns}
        getRowId={(order) => order._id}
        pageSize={pageSize}
        onPageSizeChange={(size) => update({ limit: String(size) })}
        sortModel={sortModel}
        onSortModelChange={(model) => update({ sort: sortOf(model) === 'newest' ? '' : sortOf(model) })}
        onRowClick={(order) => void navigate(paths.dashboard.order(order._id))}
        rowAttributes={orderRowAttributes}
        initialHidden={['_id', 'userEmail']}
      />
      {cancelling.dialog}
    </>
  );
}

export default AllOrdersPage;
