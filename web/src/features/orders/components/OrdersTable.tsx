import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type Order } from '@toolshub/shared';
import { RowList } from '../../../components/list/RowList';
import type { RowColumn } from '../../../components/list/row-columns';
import { paths } from '../../../config/paths';
import { OrderDate } from './OrderDate';
import { PaymentStatus } from './PaymentStatus';
import { StatusChip } from './StatusChip';
/** Who placed an order: the company member (a company's orders), else the account it belongs to. */
export const placedByOf = (order: Order) => order.placedBy?.name ?? order.userName;

/** What an order is, in a few words: its first tool, and how many more there are. */
export function orderSummary(order: Order): string {
  const more = order.lines.length - 1;
  return more > 0 ? `${order.tool.toolName} + ${more} more` : order.tool.toolName;
}

const orderRowAttributes = (order: Order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id });

/**
 * The orders of My Orders: a table, or cards on a phone (one list of columns for both); each order
 * links to its details; the last column's content is the caller's (RowActions).
 */
export function OrdersTable({
  orders,
  actions,
  label,
  hidden,
}: {
  orders: Order[];
  actions: (o: Order) => ReactNode;
  label: string;
  /** Columns left out (by field), where a list needs the room for its actions. */
  hidden?: readonly string[];
}) {
  const now = new Date();
  // A company's orders say who placed each and for which site.
  const forCompany = orders.some((order) => order.companyId);
  const columns: RowColumn<Order>[] = [
    { field: 'number', headerName: '#', card: 'hidden', renderCell: ({ row }) => orders.indexOf(row) + 1 },
    {
      field: 'createdAt',
      headerName: 'Date',
      renderCell: ({ row }) => (
        <span data-testid="order-date" style={{ whiteSpace: 'nowrap' }}>
          <OrderDate iso={row.createdAt} />
        </span>
      ),
    },
    forCompany
      ? {
          field: 'placedBy',
          headerName: 'Placed by',
          renderCell: ({ row }) => <span data-testid="order-placed-by">{placedByOf(row)}</span>,
        }
      : { field: 'userName', headerName: 'User Name' },
    ...(forCompany
      ? [
          {
            field: 'locationName',
            headerName: 'Site',
            valueGetter: (_v: unknown, row: Order) => row.locationName ?? '',
          },
        ]
      : []),
    {
      field: 'tool',
      headerName: 'Product Name',
      minWidth: 160,
      card: 'title',
      renderCell: ({ row }) => (
        // A long unbroken name wraps, rather than pushing the actions out of sight.
        <Link component={RouterLink} to={paths.dashboard.order(row._id)} sx={{ overflowWrap: 'anywhere' }}>
          {orderSummary(row)}
        </Link>
      ),
    },
    { field: 'orderQuantity', headerName: 'Amount', type: 'number' },
    {
      field: 'totalBill',
      headerName: 'Bill',
      type: 'number',
      // The total due, and what it is made of: the net (totalBill) and the tax.
      renderCell: ({ row }) => (
        <span data-testid="order-bill">
          {formatPrice(row.totalDue)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            net {formatPrice(row.totalBill)} + tax {formatPrice(row.taxAmount)}
          </Typography>
        </span>
      ),
    },
    { field: 'payment', headerName: 'Payment', renderCell: ({ row }) => <PaymentStatus order={row} now={now} /> },
    {
      field: 'status',
      headerName: 'Status',
      renderCell: ({ row }) => (
        <span data-testid="order-status">
          <StatusChip status={row.status} />
        </span>
      ),
    },
    { field: 'actions', headerName: 'Action', renderCell: ({ row }) => actions(row) },
  ];
  return (
    <RowList
      label={label}
      rows={orders}
      columns={columns}
      getRowId={(order) => order._id}
      rowAttributes={orderRowAttributes}
      hidden={hidden}
    />
  );
}
