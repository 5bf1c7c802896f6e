import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useAccount } from '../../../hooks/use-account';
import { SessionMayStart } from '../../../lib/auth-session';
import { canCancel, type Order } from '@toolshub/shared';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { RowActions } from '../../../components/list/RowActions';
import { QueryState } from '../../../components/QueryState';
import { useCompany } from '../../../hooks/use-company';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCompanyOrders } from '../api/company-orders';
import { useMyOrders } from '../api/get-my-orders';
import { MyOrdersPageFrame } from './MyOrdersPageFrame';
import { OrdersTable } from './OrdersTable';
import { useOrderCancelConfirmation } from './use-order-cancel-confirmation';

export function MyOrdersPage() {
  usePageTitle('My Orders');
  // While the SDK loads, the stored session's address (its orders were fetched with its token).
  const account = useAccount();
  const email = account?.email;
  const company = useCompany({ enabled: Boolean(account) });
  return (
    // Until the account is known, the frame's spinner.
    <MyOrdersPageFrame>
      {email ? (
        <>
          <MyOrders email={email} />
          {company.data?.role === 'admin' && <CompanyOrders companyName={company.data.name} />}
        </>
      ) : null}
    </MyOrdersPageFrame>
  );
}

/** A company admin's: every order of the company, with who placed it and for which site. */
function CompanyOrders({ companyName }: { companyName: string }) {
  const orders = useCompanyOrders();
  const cancelling = useOrderCancelConfirmation();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        Orders of {companyName}
      </Typography>
      <QueryState query={{ ...orders, data: orders.items }} label="Loading your company's orders">
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info">Your company has no orders yet.</Alert>
          ) : (
            <>
              <OrdersTable
                orders={list}
                label="Company orders"
                actions={(order) => cancelAction(order, cancelling.ask)}
              />
              <LoadMoreButton list={orders} />
              {cancelling.dialog}
            </>
          )
        }
      </QueryState>
    </>
  );
}

function cancelAction(order: Order, ask: (order: Order) => void) {
  return (
    <RowActions
      label={`order ${order._id}`}
      actions={
        canCancel(order.status, order.payment) ? [{ label: 'cancel', color: 'error', onClick: () => ask(order) }] : []
      }
    />
  );
}

function MyOrders({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancelling = useOrderCancelConfirmation();

  return (
    <QueryState query={{ ...orders, data: orders.items }} label="Loading your orders">
      {(list) => (
        <>
          <SessionMayStart />
          {list.length === 0 ? (
            <Alert severity="info">You have no orders yet. Pick a tool on the home page to place one.</Alert>
          ) : (
            <>
              <OrdersTable orders={list} label="My orders" actions={(order) => cancelAction(order, cancelling.ask)} />
              <LoadMoreButton list={orders} />
              {cancelling.dialog}
            </>
          )}
        </>
      )}
    </QueryState>
  );
}

export default MyOrdersPage;
