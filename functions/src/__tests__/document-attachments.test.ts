import { describe, expect, it } from 'vitest';
import type { Order } from '@toolshub/shared';
import { renderDocumentAttachments } from '../mail/document-attachments';
import { order, shipped } from '../testing/order-fixtures';

const readerOf =
  (...orders: Order[]) =>
  async (id: string) => {
    const found = orders.find((o) => o._id === id);
    return found ? { order: found } : null;
  };

describe('attachments rendered when a message is sent', () => {
  it("renders the named invoice as the order's PDF", async () => {
    const [file] = await renderDocumentAttachments(
      [{ filename: 'INV-2026-00007.pdf', orderDocument: 'AbC123' }],
      readerOf(shipped()),
    );
    expect(file!.filename).toBe('INV-2026-00007.pdf');
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses to attach another document than the one named (an order not invoiced, another invoice)', async () => {
    const named = [{ filename: 'INV-2026-00007.pdf', orderDocument: 'AbC123' }];
    await expect(renderDocumentAttachments(named, readerOf(order()))).rejects.toThrow(
      "Order AbC123's document is order-AbC123.pdf, not the INV-2026-00007.pdf this message names",
    );
    await expect(
      renderDocumentAttachments(named, readerOf(shipped({ invoiceNumber: 'INV-2026-00008' }))),
    ).rejects.toThrow(/INV-2026-00008\.pdf, not the INV-2026-00007\.pdf/);
  });

  it('fails when the order is gone, and reads nothing for a message without attachments', async () => {
    await expect(
      renderDocumentAttachments([{ filename: 'INV-2026-00007.pdf', orderDocument: 'gone' }], readerOf()),
    ).rejects.toThrow('No order gone to attach INV-2026-00007.pdf from');
    const reader = async () => {
      throw new Error('read');
    };
    expect(await renderDocumentAttachments([], reader)).toEqual([]);
  });
});
