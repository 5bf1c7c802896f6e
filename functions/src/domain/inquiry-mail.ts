import type { OutgoingMail } from '../mail/outgoing-mail';
import { inquiryReceivedMessage } from '../mail/shop-messages';

/** The admins hear of each inquiry, in one message to every address in the admin registry. */
export function inquiryReceivedMail(email: string, adminAddresses: string[]): OutgoingMail {
  return { to: adminAddresses, message: inquiryReceivedMessage(email), kind: 'inquiry-received', orderId: null };
}
