import { formatPrice, fromCents, type OrderStatus } from '@toolshub/shared';
import type { OrderLineRecord } from '../domain/order-store';
import { compose, orderPageUrl, type Letter } from './compose';
import type { MailMessage } from './outgoing-mail';

/** What the order-received messages say about an order. */
export interface PlacedOrder {
  id: string;
  buyerName: string;
  buyerEmail: string;
  orderAddress: string;
  poNumber: string | null;
  lines: OrderLineRecord[];
  totalBillCents: number;
  /** Tax and net + tax (absent: none, as on orders from before tax). */
  taxCents?: number;
  totalDueCents?: number;
}

const money = (cents: number) => formatPrice(fromCents(cents));

function lineRows(order: PlacedOrder): [string, string][] {
  return [
    ...order.lines.map((line): [string, string] => [
      `${line.toolName} (${line.sku}) × ${line.quantity} at ${money(line.unitPriceCents)}`,
      money(line.lineTotalCents),
    ]),
    ...(order.taxCents === undefined
      ? [['Total', money(order.totalBillCents)] as [string, string]]
      : ([
          ['Net', money(order.totalBillCents)],
          ['Tax', money(order.taxCents)],
          ['Total due', money(order.totalDueCents ?? order.totalBillCents + order.taxCents)],
        ] as [string, string][])),
  ];
}

function orderLink(orderId: string): Letter['link'] {
  return { label: 'See the order', url: orderPageUrl(orderId) };
}

/** To the buyer: the order arrived, with its lines and total. */
export function orderReceivedMessage(order: PlacedOrder): MailMessage {
  return compose({
    subject: `We received your order ${order.id}`,
    greeting: `Hello ${order.buyerName},`,
    blocks: [
      { paragraph: `Thank you for your order ${order.id}. We hold its tools for you while we prepare it.` },
      { rows: lineRows(order) },
      ...(order.poNumber ? [{ paragraph: `Your purchase order: ${order.poNumber}` }] : []),
      { paragraph: `Delivery to: ${order.orderAddress}` },
    ],
    link: orderLink(order.id),
  });
}

/** To the admins: a new order to handle. */
export function orderReceivedAdminMessage(order: PlacedOrder): MailMessage {
  return compose({
    subject: `New order ${order.id} from ${order.buyerName}`,
    blocks: [
      { paragraph: `${order.buyerName} <${order.buyerEmail}> placed order ${order.id}.` },
      { rows: lineRows(order) },
      ...(order.poNumber ? [{ paragraph: `Purchase order: ${order.poNumber}` }] : []),
      { paragraph: `Delivery to: ${order.orderAddress}` },
    ],
    link: orderLink(order.id),
  });
}

/** To a company's admins: a member's order above their spending limit waits for their decision. */
export function approvalRequestMessage(order: PlacedOrder, companyName: string, holdDays: number): MailMessage {
  return compose({
    subject: `Order ${order.id} by ${order.buyerName} awaits your approval`,
    blocks: [
      {
        paragraph: `${order.buyerName} <${order.buyerEmail}> placed order ${order.id} for ${companyName}, above their spending limit. Approve or reject it within ${holdDays} days; after that it is cancelled.`,
      },
      { rows: lineRows(order) },
      ...(order.poNumber ? [{ paragraph: `Purchase order: ${order.poNumber}` }] : []),
      { paragraph: `Delivery to: ${order.orderAddress}` },
    ],
    link: { label: 'Decide on the order', url: orderPageUrl(order.id) },
  });
}

/**
 * A status the buyer is told about: each step after pending, a cancel, an expired reservation, and
 * a company admin's decision on an order awaiting approval (or its hold running out).
 */
export type ReportedStatus = OrderStatus | 'expired' | 'approved' | 'rejected' | 'approval-expired';

const STATUS_NEWS: Record<ReportedStatus, { subject: string; paragraph: string }> = {
  'awaiting-approval': {
    subject: 'awaits approval',
    paragraph: "Your order is above your spending limit: we hold its tools until your company's admin approves it.",
  },
  // No step leads back to pending (an approval says 'approved'); here for completeness of the table.
  pending: { subject: 'is pending', paragraph: 'We hold the tools of your order while we prepare it.' },
  processing: {
    subject: 'is being prepared',
    paragraph: 'We are preparing your order for shipping.',
  },
  shipped: { subject: 'has shipped', paragraph: 'Your order is on its way.' },
  delivered: { subject: 'was delivered', paragraph: 'Your order was delivered. Thank you for buying from us.' },
  cancelled: {
    subject: 'was cancelled',
    paragraph: 'Your order was cancelled; nothing will be shipped or charged.',
  },
  approved: {
    subject: 'was approved',
    paragraph: "Your company's admin approved your order; we are preparing it.",
  },
  rejected: {
    subject: 'was not approved',
    paragraph: "Your company's admin rejected your order, so we cancelled it and released the tools we held for it.",
  },
  'approval-expired': {
    subject: 'expired without approval',
    paragraph:
      "Your order was not approved by your company's admin in time, so we cancelled it and released the tools we held for it.",
  },
  expired: {
    subject: 'expired',
    paragraph:
      'Your order stayed pending without being confirmed for too long, so we cancelled it and released the tools we held for it. You are welcome to order again.',
  },
};

export interface OrderAddressee {
  orderId: string;
  buyerName: string;
  /** The order's invoice, when the message comes with it attached (shipped). */
  attachedInvoice?: string;
}

/** To the buyer: the order moved on (or was cancelled, or its reservation expired). */
export function orderStatusMessage(order: OrderAddressee, status: ReportedStatus): MailMessage {
  const news = STATUS_NEWS[status];
  const invoice = order.attachedInvoice;
  return compose({
    subject: `Your order ${order.orderId} ${news.subject}`,
    greeting: `Hello ${order.buyerName},`,
    blocks: [
      { paragraph: news.paragraph },
      ...(invoice ? [{ paragraph: `Your invoice ${invoice} is attached as a PDF.` }] : []),
    ],
    link: orderLink(order.orderId),
  });
}

/** What the payment-recorded message says. */
export interface RecordedPayment {
  orderId: string;
  buyerName: string;
  amountCents: number;
  paymentReference: string;
  /** The invoice paid; none when the order was paid before it shipped. */
  invoiceNumber: string | null;
}

/** What the refund message says. */
export interface RecordedRefund {
  orderId: string;
  buyerName: string;
  amountCents: number;
  reason: string;
  creditNoteNumber: string;
  /** Whether the refund cancelled the order (it had not shipped). */
  cancelledOrder: boolean;
}

/** To the buyer: an admin refunded (part of) what they paid, with its credit note. */
export function refundRecordedMessage(refund: RecordedRefund): MailMessage {
  const rows: [string, string][] = [
    ['Amount', money(refund.amountCents)],
    ['Reason', refund.reason],
    ['Credit note', refund.creditNoteNumber],
  ];
  return compose({
    subject: `We refunded ${money(refund.amountCents)} for order ${refund.orderId}`,
    greeting: `Hello ${refund.buyerName},`,
    blocks: [
      { paragraph: `We refunded ${money(refund.amountCents)} of your payment for order ${refund.orderId}.` },
      ...(refund.cancelledOrder ? [{ paragraph: 'The order was cancelled before it shipped.' }] : []),
      { rows },
      { paragraph: `The credit note ${refund.creditNoteNumber} is on the order's page as a PDF.` },
    ],
    link: orderLink(refund.orderId),
  });
}

/** To the buyer: an admin recorded their payment. */
export function paymentRecordedMessage(payment: RecordedPayment): MailMessage {
  const rows: [string, string][] = [
    ['Amount', money(payment.amountCents)],
    ['Reference', payment.paymentReference],
    ...(payment.invoiceNumber ? [['Invoice', payment.invoiceNumber] as [string, string]] : []),
  ];
  return compose({
    subject: `We received your payment for order ${payment.orderId}`,
    greeting: `Hello ${payment.buyerName},`,
    blocks: [{ paragraph: `Thank you: we recorded your payment for order ${payment.orderId}.` }, { rows }],
    link: orderLink(payment.orderId),
  });
}
