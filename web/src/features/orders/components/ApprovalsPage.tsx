import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Order } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { RowActions } from '../../../components/list/RowActions';
import { QueryState } from '../../../components/QueryState';
import { useCompany } from '../../../hooks/use-company';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCompanyOrders } from '../api/company-orders';
import { ApprovalDialog, type Decision } from './ApprovalDialog';
import { OrdersTable } from './OrdersTable';

const APPROVAL_HIDDEN = ['number', 'orderQuantity', 'payment', 'status'];

/** /dashboard/approvals: a company admin's orders awaiting approval, each to approve or reject with a note. */
export function ApprovalsPage() {
  usePageTitle('Approvals');
  const company = useCompany();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Approvals
      </Typography>
      <QueryState query={company} label="Loading your company">
        {(found) =>
          found?.role === 'admin' ? (
            <AwaitingApproval />
          ) : (
            <Alert severity="info">Orders awaiting approval are decided by your company&apos;s admins.</Alert>
          )
        }
      </QueryState>
    </>
  );
}

function AwaitingApproval() {
  const orders = useCompanyOrders({ status: 'awaiting-approval' });
  const [deciding, setDeciding] = useState<{ order: Order; decision: Decision } | null>(null);
  return (
    <QueryState query={{ ...orders, data: orders.items }} label="Loading the orders awaiting approval">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="success">No orders are waiting for approval.</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              These orders are above their buyer&apos;s spending limit. Their stock is held until you decide, for a few
              days at most.
            </Typography>
            <OrdersTable
              orders={list}
              label="Orders awaiting approval"
              // Room for Approve and Reject beside the drawer: the pieces, payment and status say nothing new here.
              hidden={APPROVAL_HIDDEN}
              actions={(order) => (
                <RowActions
                  label={`order ${order._id}`}
                  actions={[
                    {
                      label: 'Approve',
                      variant: 'contained',
                      onClick: () => setDeciding({ order, decision: 'approve' }),
                    },
                    { label: 'Reject', color: 'error', onClick: () => setDeciding({ order, decision: 'reject' }) },
                  ]}
                />
              )}
            />
            <LoadMoreButton list={orders} />
            <ApprovalDialog
              order={deciding?.order ?? null}
              decision={deciding?.decision ?? 'approve'}
              onClose={() => setDeciding(null)}
            />
          </>
        )
      }
    </QueryState>
  );
}

export default ApprovalsPage;
