import { effectiveReorderPoint, isLowStock } from '@toolshub/shared';
import {
  approvalRequestMessage,
  orderReceivedAdminMessage,
  orderReceivedMessage,
  orderStatusMessage,
  paymentRecordedMessage,
  refundRecordedMessage,
  type PlacedOrder,
  type ReportedStatus,
} from '../mail/order-messages';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { lowStockMessage } from '../mail/shop-messages';
import { invoiceFilename } from '../documents/order-sheet';
import type { CreditNoteRecord, StockedTool, StoredOrder } from './order-store';

/**
 * Which messages each order event sends, and to whom. The admins are addressed together, in one
 * message to every address in the admin registry (`admins/{uid}.email`) when the event happens.
 */
export function orderPlacedMails(order: PlacedOrder, adminAddresses: string[]): OutgoingMail[] {
  return [
    { to: [order.buyerEmail], message: orderReceivedMessage(order), kind: 'order-received', orderId: order.id },
    {
      to: adminAddresses,
      message: orderReceivedAdminMessage(order),
      kind: 'order-received-admins',
      orderId: order.id,
    },
  ];
}

/** To the company's admins (every one but the buyer): an order awaiting their approval. */
export function approvalRequestMail(
  order: PlacedOrder,
  company: { name: string; adminEmails: string[] },
  holdDays: number,
): OutgoingMail {
  const buyer = order.buyerEmail.toLowerCase();
  return {
    to: company.adminEmails.filter((email) => email.toLowerCase() !== buyer),
    message: approvalRequestMessage(order, company.name, holdDays),
    kind: 'approval-requested',
    orderId: order.id,
  };
}

export interface OrderBuyer {
  id: string;
  userEmail: string;
  userName: string;
}

export function orderStatusMail(order: OrderBuyer, status: ReportedStatus): OutgoingMail {
  return {
    to: [order.userEmail],
    message: orderStatusMessage({ orderId: order.id, buyerName: order.userName }, status),
    kind: status === 'expired' || status === 'approval-expired' ? 'order-expired' : 'order-status',
    orderId: order.id,
  };
}

/**
 * The shipped news, with the invoice the same transaction gave the order attached: named here,
 * rendered by the sender (mail/document-attachments.ts).
 */
export function orderShippedMail(order: OrderBuyer, invoiceNumber: string): OutgoingMail {
  return {
    to: [order.userEmail],
    message: orderStatusMessage(
      { orderId: order.id, buyerName: order.userName, attachedInvoice: invoiceNumber },
      'shipped',
    ),
    kind: 'order-status',
    orderId: order.id,
    attachments: [{ filename: invoiceFilename(invoiceNumber), orderDocument: order.id }],
  };
}

/** To the buyer: the payment an admin recorded, for the order's total. */
export function paymentRecordedMail(
  order: Pick<StoredOrder, 'id' | 'userEmail' | 'userName' | 'totalBillCents' | 'invoiceNumber'>,
  paymentReference: string,
): OutgoingMail {
  return {
    to: [order.userEmail],
    message: paymentRecordedMessage({
      orderId: order.id,
      buyerName: order.userName,
      amountCents: order.totalBillCents,
      paymentReference,
      invoiceNumber: order.invoiceNumber,
    }),
    kind: 'payment-recorded',
    orderId: order.id,
  };
}

/** To the buyer: a refund, with its credit note's number (its PDF is on the order's page). */
export function refundRecordedMail(order: OrderBuyer, note: CreditNoteRecord): OutgoingMail {
  return {
    to: [order.userEmail],
    message: refundRecordedMessage({
      orderId: order.id,
      buyerName: order.userName,
      amountCents: note.amountCents,
      reason: note.reason,
      creditNoteNumber: note.number,
      cancelledOrder: note.cancelledOrder,
    }),
    kind: 'refund-recorded',
    orderId: order.id,
  };
}

/**
 * One message per tool whose stock this order took from above its threshold to at or below it
 * (once per crossing: later orders of a tool already low send nothing more).
 */
export function lowStockMails(
  sales: { tool: StockedTool; quantity: number }[],
  orderId: string,
  adminAddresses: string[],
): OutgoingMail[] {
  return sales.flatMap(({ tool, quantity }) => {
    const after = tool.available - quantity;
    // Once per crossing of the shared rule (the stored lowStock flag's): low after, not before.
    if (isLowStock(tool) || !isLowStock({ ...tool, available: after })) return [];
    const threshold = effectiveReorderPoint(tool);
    const message = lowStockMessage({ toolName: tool.toolName, sku: tool.sku, available: after, threshold, orderId });
    return [{ to: adminAddresses, message, kind: 'low-stock' as const, orderId }];
  });
}
