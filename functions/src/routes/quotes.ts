import { Router, type Request } from 'express';
import {
  API_HEADERS,
  QUOTE_LIST_PARAMS,
  QUOTE_STATUSES,
  acceptQuoteBodySchema,
  buyerDeclineQuoteBodySchema,
  checkOrderQuantity,
  declineQuoteBodySchema,
  isQuoteDeclineBody,
  offerQuoteBodySchema,
  quantityProblemMessage,
  quoteMessages,
  requestQuoteBodySchema,
  type OrderLineRequest,
} from '@toolshub/shared';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { placeQuoteOrder, type Buyer } from '../domain/place-order';
import { quoteTax } from '../domain/quote-tax';
import { requireVerifiedEmail } from '../domain/verified-email';
import { badRequest, forbidden, notFound } from '../errors';
import { endpoint, fileEndpoint } from '../http/endpoint';
import { oneOf, refuseUnknownParams } from '../http/list-params';
import { parsePage, setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow, currentUser, type AuthUser } from '../middleware/auth';
import { isEmailVerified } from '../repositories/accounts/accounts';
import { findProfileRecord } from '../repositories/accounts/users';
import { findCompany } from '../repositories/companies/companies';
import { findMembership } from '../repositories/orders/companies';
import { firestoreOrderStore } from '../repositories/orders/store';
import { scheduleReservationExpiry } from '../repositories/orders/reservation-queue';
import { toQuote, type QuoteLineRecord, type StoredQuote } from '../repositories/quotes/document';
import {
  createQuote,
  declineQuote,
  findQuote,
  listQuotes,
  maySeeQuote,
  offerQuote,
  type QuoteScope,
} from '../repositories/quotes/quotes';
import { findToolRecord } from '../repositories/tools/tools';
import { config } from '../config';
import { reservationLifetimeMs } from '../http/reservation-lifetime';
import { validate } from '../validate';

/** Requests for quote (docs/api.md, "Requests for quote"). */
export const quotesRouter = Router();

const DAY_MS = 24 * 60 * 60 * 1000;
/** A quote may ask for any quantity within the tool's rules but its stock: the stock is checked at acceptance. */
const UNLIMITED_STOCK = Number.MAX_SAFE_INTEGER;

const notFoundQuote = (id: string) => notFound(`No quote with id ${id}`);

/** The caller, verified as ordering needs (a quote becomes an order), and named as orders name buyers. */
async function verifiedBuyer(req: Request, res: { setHeader(name: string, value: string): unknown }): Promise<Buyer> {
  const user = currentUser(req);
  if (!user.email) throw forbidden('Your account has no e-mail address; add one before asking for a quote');
  const { tokenIsStale } = await requireVerifiedEmail(user, isEmailVerified);
  if (tokenIsStale) res.setHeader(API_HEADERS.claimsChanged, 'true');
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  return { uid: user.uid, email: user.email, name: identity.name ?? user.email };
}

/**
 * The lines as stored, once each tool is known, on sale, and each quantity whole cases of at least
 * its minimum order (any stock: that is checked when the quote is accepted); else 400 per line.
 */
async function quoteLinesOf(lines: OrderLineRequest[], prices?: Map<string, number>): Promise<QuoteLineRecord[]> {
  const tools = await Promise.all(lines.map((line) => findToolRecord(line.toolId)));
  const fields: Record<string, string> = {};
  const records: QuoteLineRecord[] = [];
  lines.forEach((line, i) => {
    const tool = tools[i];
    if (!tool) {
      fields[`lines[${i}].toolId`] = `No tool with id ${line.toolId}`;
      return;
    }
    if (tool.archived) {
      fields[`lines[${i}].toolId`] = `${tool.toolName} is no longer sold`;
      return;
    }
    const problem = checkOrderQuantity({ ...tool, available: UNLIMITED_STOCK }, line.quantity);
    if (problem) {
      fields[`lines[${i}].quantity`] = `${tool.toolName}: ${quantityProblemMessage(problem)}`;
      return;
    }
    records.push({
      toolId: tool.id,
      sku: tool.sku,
      toolName: tool.toolName,
      quantity: line.quantity,
      unitPriceCents: prices?.get(tool.id) ?? null,
      listPriceCents: tool.priceCents,
      category: tool.category ?? null,
    });
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return records;
}

/** The quote the request names, if the caller may see it; anyone else gets the unknown id's 404. */
async function visibleQuote(req: Request): Promise<{ quote: StoredQuote; caller: AuthUser }> {
  const id = pathParam(req, 'id');
  const caller = currentUser(req);
  const quote = await findQuote(id);
  if (!quote) throw notFoundQuote(id);
  if (maySeeQuote(quote, caller, null)) return { quote, caller };
  const membership = quote.companyId ? await findMembership(caller.uid) : null;
  if (maySeeQuote(quote, caller, membership?.companyId ?? null)) return { quote, caller };
  throw notFoundQuote(id);
}

// POST /api/quotes  (signed in and verified) { lines: [{ toolId, quantity }], message? }   201 { id }, status requested
endpoint(quotesRouter, 'requestQuote', allow('quotes:request'), async (req, res) => {
  const body = await validate(requestQuoteBodySchema, req.body);
  const buyer = await verifiedBuyer(req, res);
  const lines = await quoteLinesOf(body.lines.map(({ toolId, quantity }) => ({ toolId, quantity })));
  const membership = await findMembership(buyer.uid);
  const company = membership ? await findCompany(membership.companyId) : null;
  const id = await createQuote({
    buyer,
    company: company ? { id: company.id, name: company.name } : null,
    lines,
    message: body.message || null,
  });
  res.status(201);
  return { id };
});

// GET /api/quotes?status=&limit=&after=  (shop admins: every quote; others: their company's, or their own)
endpoint(quotesRouter, 'listQuotes', allow('quotes:request'), async (req, res) => {
  refuseUnknownParams(req, QUOTE_LIST_PARAMS, 'GET /api/quotes');
  const status = oneOf(req, 'status', QUOTE_STATUSES);
  const caller = currentUser(req);
  let scope: QuoteScope;
  if (caller.admin) scope = { all: true };
  else {
    const membership = await findMembership(caller.uid);
    scope = membership ? { companyId: membership.companyId } : { uid: caller.uid };
  }
  const page = await listQuotes(scope, status, parsePage(req));
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// GET /api/quotes/{id}  (its buyer, a member of its company, a shop admin; 404 for anyone else)
endpoint(quotesRouter, 'getQuote', allow('quotes:request'), async (req) => toQuote((await visibleQuote(req)).quote));

// GET /api/quotes/{id}/document.pdf  (as GET /api/quotes/{id})
fileEndpoint(quotesRouter, 'getQuoteDocument', allow('quotes:request'), async (req) => {
  const { quote } = await visibleQuote(req);
  const { quoteDocument } = await import('../documents/quote-document');
  return quoteDocument(toQuote(quote));
});

// PATCH /api/quotes/{id}  (shop admin) { lines: [{ toolId, quantity, unitPrice }], expiresAt, message? } → offered,
// or { decision: 'decline', message? } → declined; audited, the buyer mailed
endpoint(quotesRouter, 'answerQuote', allow('quotes:manage'), async (req) => {
  const id = pathParam(req, 'id');
  const { uid, email } = currentUser(req);
  const actor = { uid, email };
  if (isQuoteDeclineBody(req.body)) {
    const body = await validate(declineQuoteBodySchema, req.body);
    if (!(await findQuote(id))) throw notFoundQuote(id);
    return toQuote(await declineQuote(id, { side: 'shop', actor }, body.message || null));
  }
  const body = await validate(offerQuoteBodySchema, req.body);
  const quote = await findQuote(id);
  if (!quote) throw notFoundQuote(id);
  // The offer prices the request's tools, each once; the quantities may change within each tool's rules.
  const asked = new Set(quote.lines.map((line) => line.toolId));
  const offered = new Set(body.lines.map((line) => line.toolId));
  if (asked.size !== offered.size || [...asked].some((toolId) => !offered.has(toolId))) {
    const fields: Record<string, string> = {};
    body.lines.forEach((line, i) => {
      if (!asked.has(line.toolId)) fields[`lines[${i}].toolId`] = `This quote does not ask for ${line.toolId}`;
    });
    if (Object.keys(fields).length === 0) fields.lines = quoteMessages.linesMismatch;
    throw badRequest(quoteMessages.linesMismatch, fields);
  }
  const checked = await quoteLinesOf(body.lines.map(({ toolId, quantity }) => ({ toolId, quantity })));
  const lines = body.lines.map((line, i) => ({ ...line, category: checked[i]?.category ?? null }));
  const company = quote.companyId ? await findCompany(quote.companyId) : null;
  const offer = {
    lines,
    expiresAt: new Date(body.expiresAt),
    message: body.message || null,
    tax: quoteTax(lines, company),
  };
  return toQuote(await offerQuote(id, offer, actor));
});

// POST /api/quotes/{id}/decline  (its buyer or a member of its company) { message? }
endpoint(quotesRouter, 'declineQuote', allow('quotes:request'), async (req) => {
  const body = await validate(buyerDeclineQuoteBodySchema, req.body ?? {});
  const { quote } = await visibleQuote(req);
  return toQuote(await declineQuote(quote.id, { side: 'buyer' }, body.message || null));
});

// POST /api/quotes/{id}/accept  (its buyer or a member of its company, verified)
// { phoneNumber, orderAddress, poNumber?, note?, locationId? }: 201 { acknowledged, insertedId } (200, same order, when accepted already)
endpoint(quotesRouter, 'acceptQuote', allow('quotes:request'), async (req, res) => {
  const body = await validate(acceptQuoteBodySchema, req.body);
  const { quote } = await visibleQuote(req);
  const buyer = await verifiedBuyer(req, res);
  const reservationMs = reservationLifetimeMs(req);
  const approvalHoldMs = reservationLifetimeMs(req, config.approvalHoldDays * DAY_MS);
  const placed = await placeQuoteOrder(firestoreOrderStore, {
    buyer,
    quoteId: quote.id,
    lines: quote.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
    phoneNumber: body.phoneNumber,
    orderAddress: body.orderAddress,
    poNumber: body.poNumber || null,
    note: body.note || null,
    idempotencyKey: null,
    locationId: body.locationId || null,
  });
  if (!placed.replayed) {
    await (placed.status === 'awaiting-approval'
      ? scheduleReservationExpiry(placed.orderId, approvalHoldMs, 'approval')
      : scheduleReservationExpiry(placed.orderId, reservationMs));
  }
  res.status(placed.replayed ? 200 : 201);
  return { acknowledged: true, insertedId: placed.orderId };
});
