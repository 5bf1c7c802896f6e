import { FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import { quoteMoveRefusal, quoteNumber, quoteTotalCents, toCents, type QuoteStatus } from '@toolshub/shared';
import type { AuditActor, AuditRecord } from '../../domain/audit-record';
import { quoteFilename } from '../../documents/quote-sheet';
import { conflict, notFound } from '../../errors';
import { runTransaction } from '../../firestore/transaction';
import { isPlausibleId } from '../../firestore/document-id';
import { fields } from '../../firestore/fields';
import { newestFirstPage, type Page, type PageRequest } from '../../firestore/paged-query';
import { countQuery, readDoc } from '../../firestore/read-meter';
import { quoteDeclinedMessage, quoteOfferedMessage, quoteRequestedMessage } from '../../mail/quote-messages';
import type { OutgoingMail } from '../../mail/outgoing-mail';
import { adminAddresses } from '../accounts/accounts';
import { recordAudit } from '../audit/audit';
import { quoteCounter } from '../counters';
import { mailCollection, newMailDocument } from '../mail/mail';
import {
  quotes,
  quotesCollection,
  toQuote,
  toStoredQuote,
  type QuoteLineRecord,
  type QuoteTaxRecord,
  type StoredQuote,
} from './document';

/**
 * Requests for quote (`quotes/{id}`): asked by a buyer (numbered Q-{year}-{n} from
 * `counters/quotes-{year}` in the same transaction), offered or declined by a shop admin (audited,
 * the buyer mailed in the same transaction), declined by the buyer. Accepting one is an order:
 * the order transaction (domain/place-order.ts, placeQuoteOrder) reads and marks it.
 */

export interface NewQuote {
  buyer: { uid: string; email: string; name: string };
  company: { id: string; name: string } | null;
  lines: QuoteLineRecord[];
  message: string | null;
}

/** Who may see a quote: its buyer, a member of its company, or a shop admin (the route's check). */
export function maySeeQuote(
  quote: Pick<StoredQuote, 'uid' | 'companyId'>,
  caller: { uid: string; admin: boolean },
  callerCompanyId: string | null,
): boolean {
  return caller.admin || quote.uid === caller.uid || (quote.companyId !== null && quote.companyId === callerCompanyId);
}

function queueMail(tx: FirebaseFirestore.Transaction, mail: OutgoingMail) {
  if (mail.to.length > 0) tx.create(mailCollection().doc(), newMailDocument(mail));
}

/** Stores a request with the year's next number, and tells the shop's admins; returns its id. */
export async function createQuote(quote: NewQuote, now = new Date()): Promise<string> {
  const ref = quotesCollection().doc();
  const year = now.getUTCFullYear();
  const counter = quoteCounter(year);
  const admins = await adminAddresses();
  await runTransaction(async (tx) => {
    const snap = await tx.get(counter);
    const n = (snap.exists ? fields(snap.data() ?? {}).number('count') : 0) + 1;
    const number = quoteNumber(year, n);
    const stamp = FieldValue.serverTimestamp();
    tx.set(counter, { count: n, updatedAt: stamp });
    tx.create(ref, {
      number,
      status: 'requested',
      uid: quote.buyer.uid,
      userEmail: quote.buyer.email,
      userName: quote.buyer.name,
      companyId: quote.company?.id ?? null,
      companyName: quote.company?.name ?? null,
      lines: quote.lines,
      totalCents: null,
      message: quote.message,
      shopMessage: null,
      expiresAt: null,
      declinedBy: null,
      orderId: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    queueMail(tx, {
      to: admins,
      message: quoteRequestedMessage({
        buyerName: quote.buyer.name,
        buyerEmail: quote.buyer.email,
        number,
        lines: quote.lines.length,
      }),
      kind: 'quote-requested',
      orderId: null,
    });
  });
  return ref.id;
}

export async function findQuote(id: string): Promise<StoredQuote | null> {
  if (!isPlausibleId(id)) return null;
  return (await readDoc(quotes().doc(id))).data() ?? null;
}

/** Whose quotes a list shows: every one (shop admins), a company's, or one account's. */
export type QuoteScope = { all: true } | { companyId: string } | { uid: string };

/** Newest first, with the count of the quotes the scope and status match. */
export async function listQuotes(
  scope: QuoteScope,
  status: QuoteStatus | undefined,
  page: PageRequest,
): Promise<Page<ReturnType<typeof toQuote>> & { totalCount: number }> {
  let query: Query<StoredQuote> = quotes();
  if ('companyId' in scope) query = query.where('companyId', '==', scope.companyId);
  else if ('uid' in scope) query = query.where('uid', '==', scope.uid);
  if (status) query = query.where('status', '==', status);
  const now = Date.now();
  const [result, totalCount] = await Promise.all([
    newestFirstPage(query, page, (quote) => toQuote(quote, now)),
    countQuery(query),
  ]);
  return { ...result, totalCount };
}

export interface Offer {
  /** Each line with its tool's category as read for the offer (its tax rate follows it). */
  lines: { toolId: string; quantity: number; unitPrice: number; category: string | null }[];
  expiresAt: Date;
  message: string | null;
  /** What tax the offered lines carry (taxed by the route with shared/domain/tax.ts). */
  tax: QuoteTaxRecord;
}

const quoteTarget = (quote: StoredQuote) => ({
  kind: 'quote' as const,
  id: quote.id,
  label: `Quote ${quote.number} of ${quote.userEmail}`,
});

/**
 * Moves a quote in one transaction (read with a lock, so a concurrent acceptance commits first or
 * after, never between): `decide` checks the quote as read and returns the fields to write, the
 * audit entry and the buyer's message, or throws.
 */
async function moveQuote(
  id: string,
  decide: (quote: StoredQuote) => {
    update: Record<string, unknown>;
    audit: AuditRecord | null;
    mail: OutgoingMail | null;
  },
): Promise<StoredQuote> {
  if (!isPlausibleId(id)) throw notFound(`No quote with id ${id}`);
  const ref = quotesCollection().doc(id);
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) throw notFound(`No quote with id ${id}`);
    const { update, audit, mail } = decide(toStoredQuote(id, data));
    tx.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
    if (audit) recordAudit(tx, audit);
    if (mail) queueMail(tx, mail);
  });
  const after = await findQuote(id);
  if (!after) throw notFound(`No quote with id ${id}`);
  return after;
}

/**
 * A shop admin's offer: each line of the request priced (the lines as given: same tools, quantities
 * the route has checked), its expiry and message; audited; the buyer is mailed the quote with its
 * PDF. An offer may be made again (a new price or date) until the quote is accepted or declined.
 */
export function offerQuote(id: string, offer: Offer, actor: AuditActor): Promise<StoredQuote> {
  return moveQuote(id, (quote) => {
    const refusal = quoteMoveRefusal('offer', quote.status);
    if (refusal) throw conflict(refusal);
    const byTool = new Map(quote.lines.map((line) => [line.toolId, line]));
    const lines: QuoteLineRecord[] = offer.lines.map((line) => {
      const asked = byTool.get(line.toolId);
      return {
        toolId: line.toolId,
        sku: asked?.sku ?? '',
        toolName: asked?.toolName ?? line.toolId,
        quantity: line.quantity,
        unitPriceCents: toCents(line.unitPrice),
        listPriceCents: asked?.listPriceCents ?? 0,
        category: line.category,
      };
    });
    const priced = lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 0 }));
    const totalCents = quoteTotalCents(priced);
    return {
      update: {
        status: 'offered',
        lines,
        totalCents,
        ...offer.tax,
        expiresAt: Timestamp.fromDate(offer.expiresAt),
        shopMessage: offer.message,
        offeredAt: Timestamp.now(),
      },
      audit: {
        action: 'quote.offered',
        actor,
        target: quoteTarget(quote),
        before: { status: quote.status, total: quote.totalCents === null ? null : quote.totalCents / 100 },
        after: {
          status: 'offered',
          total: totalCents / 100,
          expiresAt: offer.expiresAt.toISOString(),
          lines: lines.map((line) => ({
            toolId: line.toolId,
            quantity: line.quantity,
            unitPrice: (line.unitPriceCents ?? 0) / 100,
          })),
        },
      },
      mail: {
        to: [quote.userEmail.toLowerCase()],
        message: quoteOfferedMessage({
          buyerName: quote.userName,
          number: quote.number,
          lines: priced,
          totalCents,
          tax: offer.tax,
          expiresAt: offer.expiresAt,
          shopMessage: offer.message,
        }),
        kind: 'quote-offered',
        orderId: null,
        attachments: [{ filename: quoteFilename(quote.number), quoteDocument: quote.id }],
      },
    };
  });
}

/** A decline: by a shop admin (audited) or by the buyer's side; the buyer is mailed a shop's decline. */
export function declineQuote(
  id: string,
  by: { side: 'shop'; actor: AuditActor } | { side: 'buyer' },
  message: string | null,
): Promise<StoredQuote> {
  return moveQuote(id, (quote) => {
    const refusal = quoteMoveRefusal(by.side === 'shop' ? 'shop-decline' : 'buyer-decline', quote.status);
    if (refusal) throw conflict(refusal);
    const update = {
      status: 'declined',
      declinedBy: by.side,
      declinedAt: Timestamp.now(),
      ...(by.side === 'shop' ? { shopMessage: message } : { buyerDeclineMessage: message }),
    };
    if (by.side === 'buyer') return { update, audit: null, mail: null };
    return {
      update,
      audit: {
        action: 'quote.declined',
        actor: by.actor,
        target: quoteTarget(quote),
        before: { status: quote.status },
        after: { status: 'declined', message },
      },
      mail: {
        to: [quote.userEmail.toLowerCase()],
        message: quoteDeclinedMessage({ buyerName: quote.userName, number: quote.number, shopMessage: message }),
        kind: 'quote-declined',
        orderId: null,
      },
    };
  });
}
