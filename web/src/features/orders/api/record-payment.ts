import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// PATCH /api/order/{id}   { payment: 'paid', paymentReference }   (admin): records the payment
export function recordPayment(id: string, paymentReference: string) {
  return callApi('advanceOrder', {
    path: endpoints.advanceOrder.path(id),
    body: { payment: 'paid', paymentReference },
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentReference }: { id: string; paymentReference: string }) =>
      recordPayment(id, paymentReference),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
