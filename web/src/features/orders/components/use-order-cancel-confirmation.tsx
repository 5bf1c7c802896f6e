import { useState } from 'react';
import type { Order } from '@toolshub/shared';
import { OnDemandDialog } from '../../../components/OnDemandDialog';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { errorMessage } from '../../../lib/api-client';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useCancelOrder } from '../api/cancel-order';

// Loaded at the first 'cancel' on the page: most visits to an order list cancel nothing.
const OrderCancelDialog = lazyWithRetry(() =>
  import('./OrderCancelDialog').then((m) => ({ default: m.OrderCancelDialog })),
);

/** The cancel flow the order lists and an order's details share: ask, confirm in the dialog, cancel, say how it went. */
export function useOrderCancelConfirmation() {
  const cancel = useCancelOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [order, setOrder] = useState<Order | null>(null);
  const [openings, setOpenings] = useState(0);

  const dialog = (
    <OnDemandDialog openings={openings} name="cancel dialog">
      <OrderCancelDialog
        order={order}
        busy={cancel.isPending}
        onClose={() => setOrder(null)}
        onConfirm={(toCancel) =>
          cancel.mutate(toCancel, {
            onSuccess: () => enqueueSnackbar(`Order ${toCancel._id} cancelled`, { variant: 'success' }),
            onError: (err) =>
              enqueueSnackbar(`The order was not cancelled: ${errorMessage(err)}`, { variant: 'error' }),
            onSettled: () => setOrder(null),
          })
        }
      />
    </OnDemandDialog>
  );
  const ask = (toCancel: Order) => {
    setOrder(toCancel);
    setOpenings((n) => n + 1);
  };
  return { ask, dialog };
}
