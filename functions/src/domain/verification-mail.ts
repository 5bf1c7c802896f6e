import { emailVerificationMessage } from '../mail/account-messages';
import type { OutgoingMail } from '../mail/outgoing-mail';

/** The verification link, to the account's own address (lower case) only. */
export function verificationMail(email: string, name: string | null, link: string): OutgoingMail {
  return { to: [email], message: emailVerificationMessage(name, link), kind: 'email-verification', orderId: null };
}
