import type { OutgoingMail } from '../../mail/outgoing-mail';
import { mailCollection, newMailDocument } from './mail';
import { quotaTransaction, takeQuotas, type Quota } from '../rate-limits';

export type QueueVerificationResult = { queued: true; mailId: string } | { queued: false; retryAfterMs: number };

/**
 * Writes the verification message when the account's quota still has room: the window and the
 * `mail` document in one transaction, so concurrent requests cannot send past the limit.
 */
export async function queueVerificationMail(
  mail: OutgoingMail,
  quota: Quota,
  nowMs = Date.now(),
): Promise<QueueVerificationResult> {
  const mailRef = mailCollection().doc();
  return quotaTransaction([quota], async (tx): Promise<QueueVerificationResult> => {
    const decision = await takeQuotas(tx, [quota], nowMs);
    if (!decision.allowed) return { queued: false, retryAfterMs: decision.retryAfterMs };
    tx.create(mailRef, newMailDocument(mail));
    return { queued: true, mailId: mailRef.id };
  });
}
