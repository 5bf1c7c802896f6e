import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { useState } from 'react';
import { callApiForFile, fileNameOf, saveFile } from '../../../lib/api-file';

// GET /api/order/{id}/document.pdf   (owner or admin): the confirmation, or the invoice once shipped
export async function downloadOrderDocument(id: string, onProgress?: (received: number, total: number | null) => void) {
  const file = await callApiForFile('getOrderDocument', { path: endpoints.getOrderDocument.path(id), onProgress });
  const fileName = fileNameOf(file.contentDisposition, `order-${id}.pdf`);
  saveFile(file.blob, fileName);
  return fileName;
}

/** The download as a mutation, with how far it got: a fraction, or null while the size is unknown. */
export function useOrderDocumentDownload() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (id: string) => {
      setProgress(null);
      return downloadOrderDocument(id, (received, total) => setProgress(total ? received / total : null));
    },
  });
  return { ...mutation, progress };
}
