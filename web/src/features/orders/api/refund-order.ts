import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { callApiForFile, fileNameOf, saveFile } from '../../../lib/api-file';
import { queryKeys } from '../../../lib/query-keys';

// PATCH /api/order/{id}   { refund: { amount, reason } }   (admin): a credit note; an unshipped order is cancelled
export function refundOrder(id: string, amount: number, reason: string) {
  return callApi('advanceOrder', { path: endpoints.advanceOrder.path(id), body: { refund: { amount, reason } } });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: string; amount: number; reason: string }) =>
      refundOrder(id, amount, reason),
    // A refund that cancels the order gives its stock back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
    },
  });
}

// GET /api/order/{id}/credit-notes/{number}.pdf   (owner or admin): one credit note of the order
export async function downloadCreditNote(id: string, number: string) {
  const file = await callApiForFile('getCreditNoteDocument', {
    path: endpoints.getCreditNoteDocument.path(id, number),
  });
  const fileName = fileNameOf(file.contentDisposition, `${number}.pdf`);
  saveFile(file.blob, fileName);
  return fileName;
}

export const useCreditNoteDownload = () =>
  useMutation({ mutationFn: ({ id, number }: { id: string; number: string }) => downloadCreditNote(id, number) });
