/** A message as the Trigger Email extension reads it (`message.subject`, `.text`, `.html`). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** What a message is about: kept on its document, so tests and operators can find it. */
export type MailKind =
  'order-received' | 'order-received-admins' | 'order-status' | 'order-expired' | 'low-stock' | 'inquiry-received';

/** One message to write to `mail/`, in the same transaction as the change it reports. */
export interface OutgoingMail {
  /** Lower-case addresses; a message to nobody is not written. */
  to: string[];
  message: MailMessage;
  kind: MailKind;
  /** The order it reports on, when it reports on one. */
  orderId: string | null;
}
