import { config } from '../config';
import { compose, orderPageUrl } from './compose';
import type { MailMessage } from './outgoing-mail';

/** To the admins: someone asked, through the home page's form, to be contacted. */
export function inquiryReceivedMessage(email: string): MailMessage {
  return compose({
    subject: `New inquiry from ${email}`,
    blocks: [{ paragraph: `${email} asked to be contacted about a custom order.` }],
    link: { label: 'See the inquiries', url: `${config.publicSiteUrl()}/dashboard/inquiries` },
  });
}

export interface LowStock {
  toolName: string;
  sku: string;
  available: number;
  threshold: number;
  /** The order that took it there. */
  orderId: string;
}

/** To the admins: an order took a tool's stock to its reorder point or below. */
export function lowStockMessage(stock: LowStock): MailMessage {
  return compose({
    subject: `Low stock: ${stock.toolName} (${stock.available} left)`,
    blocks: [
      {
        paragraph: `${stock.toolName} (${stock.sku}) has ${stock.available} pieces left, at or below its reorder point of ${stock.threshold}, after order ${stock.orderId}.`,
      },
    ],
    link: { label: 'See the order', url: orderPageUrl(stock.orderId) },
  });
}
