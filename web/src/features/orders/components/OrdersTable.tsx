import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type Order, type OrderStatus } from '@toolshub/shared';
import { paths } from '../../../config/paths';
import { OrderDate } from './OrderDate';
import { PaymentStatus } from './PaymentStatus';

const statusColor: Record<OrderStatus, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" label={status} color={statusColor[status]} />;
}

/** What an order is, in a few words: its first tool, and how many more there are. */
export function orderSummary(order: Order): string {
  const more = order.lines.length - 1;
  return more > 0 ? `${order.tool.toolName} + ${more} more` : order.tool.toolName;
}

/**
 * The orders table of My Orders and All Orders; each order links to its details; the last
 * column's content is the caller's.
 */
export function OrdersTable({
  orders,
  actions,
  label,
}: {
  orders: Order[];
  actions: (o: Order) => ReactNode;
  label: string;
}) {
  const now = new Date();
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>User Name</TableCell>
            <TableCell>Product Name</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Bill</TableCell>
            <TableCell>Payment</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order, i) => (
            <TableRow key={order._id} data-testid="order-row" data-order-id={order._id}>
              <TableCell>{i + 1}</TableCell>
              <TableCell data-testid="order-date" sx={{ whiteSpace: 'nowrap' }}>
                <OrderDate iso={order.createdAt} />
              </TableCell>
              <TableCell>{order.userName}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Link component={RouterLink} to={paths.dashboard.order(order._id)}>
                  {orderSummary(order)}
                </Link>
              </TableCell>
              <TableCell align="right">{order.orderQuantity}</TableCell>
              <TableCell align="right">{formatPrice(order.totalBill)}</TableCell>
              <TableCell>
                <PaymentStatus order={order} now={now} />
              </TableCell>
              <TableCell data-testid="order-status">
                <StatusChip status={order.status} />
              </TableCell>
              <TableCell>{actions(order)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
