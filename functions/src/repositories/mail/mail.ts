import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentAttachment, MailDelivery, MailKind, MailMessage, OutgoingMail } from '../../mail/outgoing-mail';

export type { DeliveryState, MailDelivery } from '../../mail/outgoing-mail';
import { firestore } from '../../firebase';

/**
 * `mail/{id}`: one message, in the Trigger Email extension's format (`to`, `message`, `delivery`),
 * plus `kind`, `orderId` and `documentAttachments` (files named, rendered when sent: mail/document-attachments.ts),
 * which the extension ignores. Written only by the API (in the
 * transaction of the change it reports); sent by the `sendMail` trigger (mail/deliver-mail.ts).
 */
export const mailCollection = () => firestore().collection('mail');

export interface MailDocument {
  to: string[];
  message: MailMessage;
  kind: MailKind;
  orderId: string | null;
  /** Absent when the message has none. */
  documentAttachments?: DocumentAttachment[];
  delivery: MailDelivery;
}

export function newMailDocument(mail: OutgoingMail) {
  const document: MailDocument = {
    to: mail.to,
    message: mail.message,
    kind: mail.kind,
    orderId: mail.orderId,
    ...(mail.attachments?.length ? { documentAttachments: mail.attachments } : {}),
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      error: null,
      info: null,
    },
  };
  return { ...document, createdAt: FieldValue.serverTimestamp() };
}
