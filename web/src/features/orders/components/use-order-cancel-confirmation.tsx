import { useState } from 'react';
import type { Order } from '@toolshub/shared';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { OrderCancelDialog } from './OrderCancelDialog';

/** The cancel flow both order lists share: ask, confirm in the dialog, cancel, say how it went. */
export function useOrderCancelConfirmation() {
  const cancel = useCancelOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [order, setOrder] = useState<Order | null>(null);

  const dialog = (
    <OrderCancelDialog
      order={order}
      busy={cancel.isPending}
      onClose={() => setOrder(null)}
      onConfirm={(toCancel) =>
        cancel.mutate(toCancel, {
          onSuccess: () => enqueueSnackbar(`Order ${toCancel._id} cancelled`, { variant: 'success' }),
          onError: (err) => enqueueSnackbar(`The order was not cancelled: ${errorMessage(err)}`, { variant: 'error' }),
          onSettled: () => setOrder(null),
        })
      }
    />
  );
  return { ask: setOrder, dialog };
}
