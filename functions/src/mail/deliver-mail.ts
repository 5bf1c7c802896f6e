import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { config } from '../config';
import { firestore } from '../firebase';
import { logs } from '../logs';
import { readDocumentAttachments } from './document-attachments';
import type { DocumentAttachment, MailAttachment, MailDelivery, MailMessage } from './outgoing-mail';

/** What a sender reports for a message it handed over. */
export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Hands one message to a mail server (mail/smtp-sender.ts), or throws. */
export interface MailSender {
  send(to: string[], message: MailMessage, attachments?: MailAttachment[]): Promise<SentInfo>;
}

export interface DeliveryPolicy {
  maxAttempts: number;
  /** The wait after each failed attempt (the last one repeats). */
  retryDelaysMs: readonly number[];
  claimLeaseMs: number;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'invalid' | 'not-claimed';

interface Claim {
  attempt: number;
  to: string[];
  message: MailMessage;
  attachments: DocumentAttachment[];
}

type ClaimResult = { claimed: Claim } | { claimed: null; invalid?: string };

/** For a sender given no way to render documents: a message that names one fails its attempt. */
async function noAttachments(named: DocumentAttachment[]): Promise<MailAttachment[]> {
  if (named.length > 0) throw new Error('No document renderer was given to attach ' + named[0]!.filename);
  return [];
}

/**
 * Sends the message of `mail/{id}` once, however many times its event is delivered: each attempt
 * first claims the document in a transaction (PENDING or RETRY, or PROCESSING whose claim has
 * lapsed → PROCESSING with a lease), so a duplicated or retried event finds it claimed or done and
 * sends nothing. Given the document as its creation event carries it (`created`), a new message's
 * first claim is one conditional write instead (claimAsCreated). A failed attempt is recorded
 * (`attempts`, `error`, state RETRY) and retried after a wait, up to `maxAttempts`; then the state
 * is ERROR. A document whose fields are not a message is marked ERROR at once. Its
 * `documentAttachments` are rendered afresh by each attempt (`attach`), whose failure counts as a
 * failed attempt.
 *
 * At least once, not exactly once: a sender that crashes after the server took the message but
 * before recording SUCCESS leaves a claim that lapses, and a retried event then sends it again.
 */
export async function deliverMail(
  ref: DocumentReference,
  sender: MailSender,
  policy: DeliveryPolicy = config.mailDelivery,
  attach: (named: DocumentAttachment[]) => Promise<MailAttachment[]> = noAttachments,
  created?: DocumentSnapshot,
): Promise<DeliveryOutcome> {
  // The trigger's event carries the document as it was created: a new message is claimed with one
  // write on that condition; anything else (a duplicate, a retry, a changed document) by the transaction.
  let first = created ? await claimAsCreated(ref, created, policy) : null;
  for (;;) {
    const result = first ?? (await claim(ref, policy));
    first = null;
    if (!result.claimed) return result.invalid ? 'invalid' : 'not-claimed';
    const { attempt, to, message, attachments } = result.claimed;
    try {
      const info = await sender.send(to, message, await attach(attachments));
      await ref.update({
        'delivery.state': 'SUCCESS',
        'delivery.endTime': Timestamp.now(),
        'delivery.leaseExpireTime': null,
        'delivery.error': null,
        'delivery.info': info,
      });
      return 'sent';
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = attempt >= policy.maxAttempts;
      await ref.update({
        'delivery.state': last ? 'ERROR' : 'RETRY',
        'delivery.endTime': Timestamp.now(),
        'delivery.leaseExpireTime': null,
        'delivery.error': error,
      });
      logs.mailAttemptFailed(ref.id, attempt, last, error);
      if (last) return 'failed';
      const waits = policy.retryDelaysMs;
      await new Promise((resolve) => setTimeout(resolve, waits[Math.min(attempt, waits.length) - 1] ?? 0));
    }
  }
}

/** What a claim writes: the attempt it starts, under a lease. */
function claimFields(attempts: number, now: Timestamp, policy: DeliveryPolicy) {
  return {
    'delivery.state': 'PROCESSING',
    'delivery.attempts': attempts + 1,
    'delivery.startTime': now,
    'delivery.leaseExpireTime': Timestamp.fromMillis(now.toMillis() + policy.claimLeaseMs),
  };
}

/** Firestore's code for a write whose precondition (the document's update time) no longer holds. */
const FAILED_PRECONDITION = 9;

/**
 * A message never attempted, claimed with one write on condition that the document is still as
 * `created` shows it (its update time): a commit instead of a transaction's three calls. Null where
 * the transaction must decide: not a fresh message, or changed since (a duplicate event claimed it).
 */
async function claimAsCreated(
  ref: DocumentReference,
  created: DocumentSnapshot,
  policy: DeliveryPolicy,
): Promise<ClaimResult | null> {
  const delivery = (created.get('delivery') ?? {}) as Partial<MailDelivery>;
  const fresh = delivery.state === undefined || delivery.state === 'PENDING';
  if (!created.exists || !created.updateTime || !fresh || (delivery.attempts ?? 0) !== 0) return null;
  const content = readMessage(created.get('to'), created.get('message'), created.get('documentAttachments'));
  if (typeof content === 'string') return null;
  try {
    await ref.update(claimFields(0, Timestamp.now(), policy), { lastUpdateTime: created.updateTime });
  } catch (err) {
    if ((err as { code?: unknown }).code === FAILED_PRECONDITION) return null;
    throw err;
  }
  return { claimed: { attempt: 1, ...content } };
}

function claim(ref: DocumentReference, policy: DeliveryPolicy): Promise<ClaimResult> {
  return firestore().runTransaction(async (tx): Promise<ClaimResult> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { claimed: null };
    const delivery = (snap.get('delivery') ?? {}) as Partial<MailDelivery>;
    const attempts = typeof delivery.attempts === 'number' ? delivery.attempts : 0;
    const now = Timestamp.now();
    const lapsed =
      delivery.state === 'PROCESSING' &&
      (!delivery.leaseExpireTime || delivery.leaseExpireTime.toMillis() <= now.toMillis());
    const open = delivery.state === undefined || delivery.state === 'PENDING' || delivery.state === 'RETRY' || lapsed;
    if (!open || attempts >= policy.maxAttempts) return { claimed: null };

    const content = readMessage(snap.get('to'), snap.get('message'), snap.get('documentAttachments'));
    if (typeof content === 'string') {
      tx.update(ref, { 'delivery.state': 'ERROR', 'delivery.error': content, 'delivery.endTime': now });
      return { claimed: null, invalid: content };
    }
    tx.update(ref, claimFields(attempts, now, policy));
    return { claimed: { attempt: attempts + 1, ...content } };
  });
}

/**
 * The addressees, message and named attachments of a document (`to` a string or a list, as the
 * extension allows), or what is wrong.
 */
export function readMessage(
  to: unknown,
  message: unknown,
  documentAttachments?: unknown,
): { to: string[]; message: MailMessage; attachments: DocumentAttachment[] } | string {
  const addressees = (typeof to === 'string' ? [to] : Array.isArray(to) ? to : []).filter(
    (a): a is string => typeof a === 'string' && a.includes('@'),
  );
  if (addressees.length === 0) return 'The document has no address to send to (`to`)';
  if (typeof message !== 'object' || message === null) return 'The document has no `message`';
  const { subject, text, html } = message as Record<string, unknown>;
  if (typeof subject !== 'string' || subject === '') return 'The message has no subject';
  if (typeof text !== 'string' && typeof html !== 'string') return 'The message has neither text nor html';
  const attachments = readDocumentAttachments(documentAttachments);
  if (typeof attachments === 'string') return attachments;
  return {
    to: addressees,
    message: { subject, text: typeof text === 'string' ? text : '', html: typeof html === 'string' ? html : '' },
    attachments,
  };
}
