import { Router, type Request } from 'express';
import {
  API_HEADERS,
  can,
  isLinesOrderBody,
  isPaymentBody,
  patchOrderBodySchema,
  placeLinesOrderBodySchema,
  placeOrderBodySchema,
  recordPaymentBodySchema,
  decideApprovalBodySchema,
  isCreditNoteNumber,
  isRefundBody,
  refundBodySchema,
  toCents,
  type Order,
} from '@toolshub/shared';
import { accountByEmail } from '../domain/admin-rights';
import { decideApproval } from '../domain/decide-approval';
import { config } from '../config';
import { firestoreAdminRightsStore } from '../repositories/accounts/admin-rights-store';
import { advanceOrder } from '../domain/advance-order';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { cancelOrder } from '../domain/cancel-order';
import { placeLinesOrder, placeOrder, type OrderBuyer } from '../domain/place-order';
import { requireVerifiedEmail } from '../domain/verified-email';
import { recordPayment } from '../domain/record-payment';
import { refundOrder } from '../domain/refund-order';
import { badRequest, forbidden, notFound } from '../errors';
import { timeStep } from '../firestore/step-timing';
import { endpoint, fileEndpoint } from '../http/endpoint';
import { readIdempotencyKey } from '../http/idempotency-key';
import { reservationLifetimeMs } from '../http/reservation-lifetime';
import { parseCompanyOrderListQuery, parseOrderListQuery } from '../http/order-list-query';
import { parsePage, setNextLink } from '../http/paging';
import { emailParam, pathParam } from '../http/path-param';
import { allow, companyRefusal, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { isEmailVerified } from '../repositories/accounts/accounts';
import { findOrder, listOrdersOfAccount } from '../repositories/orders/orders';
import { billedCompanyOf } from '../repositories/companies/companies';
import { findMembership } from '../repositories/orders/companies';
import { companyScopeOfEmail, companyScopeOfUid } from '../repositories/orders/document';
import { firestoreOrderStore } from '../repositories/orders/store';
import { listOrders } from '../repositories/orders/list';
import { scheduleReservationExpiry } from '../repositories/orders/reservation-queue';
import { findProfileRecord } from '../repositories/accounts/users';

export const ordersRouter = Router();

const DAY_MS = 24 * 60 * 60 * 1000;

// POST /api/order  (signed in; header Idempotency-Key optional)
// Body: the product's single tool (docs/product.md), or many lines ({ order: { lines, ... } }, which empties the cart).
// 201 with a new order; 200 with the first order when the same Idempotency-Key comes again.
endpoint(ordersRouter, 'placeOrder', allow('orders:place'), async (req, res) => {
  const user = currentUser(req);
  const idempotencyKey = readIdempotencyKey(req);
  const reservationMs = reservationLifetimeMs(req);
  const approvalHoldMs = reservationLifetimeMs(req, config.approvalHoldDays * DAY_MS);
  const body = isLinesOrderBody(req.body)
    ? await validate(placeLinesOrderBodySchema, req.body)
    : await validate(placeOrderBodySchema, req.body);
  if (!user.email) throw forbidden('Your account has no e-mail address; add one before ordering');
  const { tokenIsStale } = await timeStep('verified-email', () => requireVerifiedEmail(user, isEmailVerified));
  // Verified since the token was made: the client refreshes it (api-client.ts), so this is asked once.
  if (tokenIsStale) res.setHeader(API_HEADERS.claimsChanged, 'true');
  // Their name comes from their profile, read with the order's first reads (place-order.ts).
  const buyer: OrderBuyer = { uid: user.uid, email: user.email };
  const { order } = body;
  const contact = {
    buyer,
    phoneNumber: order.phoneNumber,
    orderAddress: order.orderAddress,
    idempotencyKey,
    locationId: order.locationId || null,
  };
  const placed =
    'lines' in order
      ? await placeLinesOrder(firestoreOrderStore, {
          ...contact,
          lines: order.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
          poNumber: order.poNumber || null,
          note: order.note || null,
          shown: {
            totalBillCents: centsOrUndefined(order.totalBill),
            lines: order.lines.map((line) => ({ listPriceCents: centsOrUndefined(line.price) })),
          },
        })
      : await placeOrder(firestoreOrderStore, {
          ...contact,
          toolId: order.tool._id,
          orderQuantity: order.orderQuantity,
          shown: {
            listPriceCents: centsOrUndefined(order.tool.price),
            totalBillCents: centsOrUndefined(order.totalBill),
          },
        });
  if (!placed.replayed) {
    await timeStep('expiry-task', () =>
      placed.status === 'awaiting-approval'
        ? scheduleReservationExpiry(placed.orderId, approvalHoldMs, 'approval')
        : scheduleReservationExpiry(placed.orderId, reservationMs),
    );
  }
  if (placed.replayed) res.setHeader(API_HEADERS.idempotentReplayed, 'true');
  res.status(placed.replayed ? 200 : 201);
  return { acknowledged: true, insertedId: placed.orderId };
});

function centsOrUndefined(dollars: number | undefined): number | undefined {
  return dollars === undefined ? undefined : toCents(dollars);
}

// GET /api/orders?status=&payment=&from=&to=&email=&sort=&limit=&after=  (admin: All Orders)
// X-Total-Count: the orders the filters match; Link: the next page.
endpoint(ordersRouter, 'listAllOrders', allow('orders:read-all'), async (req, res) => {
  const { spec, limit, after } = parseOrderListQuery(req);
  const page = await listOrders(spec, limit, after);
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// GET /api/orders/{email}?limit=&after=  (that account or an admin: the account's orders, newest first)
endpoint(
  ordersRouter,
  'listOrdersOf',
  allow('orders:read-own', (req) => ({ email: emailParam(req) })),
  async (req, res) => {
    const email = emailParam(req);
    const caller = currentUser(req);
    const uid = caller.email === email ? caller.uid : (await accountByEmail(firestoreAdminRightsStore, email)).uid;
    const page = await listOrdersOfAccount(uid, parsePage(req));
    setNextLink(req, res, page.nextCursor);
    return page.items;
  },
);

/**
 * The order the request names, if the caller may see it (its buyer, the shop's admins, a company
 * admin of the company it was placed for); anyone else gets the unknown id's 404, so ids do not leak.
 */
async function visibleOrder(req: Request): Promise<Order> {
  const id = pathParam(req, 'id');
  const found = await findOrder(id);
  const caller = currentUser(req);
  if (found && can('orders:read-one', caller, { uid: found.uid })) return found.order;
  const companyId = found?.order.companyId;
  if (found && companyId) {
    const membership = await findMembership(caller.uid);
    if (membership?.companyId === companyId && can('orders:manage-company', caller, undefined, membership)) {
      return found.order;
    }
  }
  throw notFound(`No order with id ${id}`);
}

// GET /api/order/{id}  (its owner or an admin)
endpoint(ordersRouter, 'getOrder', allow('orders:read-one'), visibleOrder);

// GET /api/order/{id}/document.pdf  (its owner or an admin: the order confirmation, or the invoice once shipped)
fileEndpoint(ordersRouter, 'getOrderDocument', allow('orders:read-one'), async (req) => {
  const order = await visibleOrder(req);
  // pdfkit takes a fifth of a second to load: only requests for a document pay for it.
  const { orderDocument } = await import('../documents/order-document-file');
  return orderDocument(order, { company: await billedCompanyOf(order) });
});

// GET /api/order/{id}/credit-notes/{number}.pdf  (its owner or an admin: a credit note of the order, a refund)
fileEndpoint(ordersRouter, 'getCreditNoteDocument', allow('orders:read-one'), async (req) => {
  const order = await visibleOrder(req);
  const number = pathParam(req, 'number');
  const note = isCreditNoteNumber(number) ? order.creditNotes.find((n) => n.number === number) : undefined;
  if (!note) throw notFound(`No credit note ${number} on order ${order._id}`);
  const { creditNoteDocument } = await import('../documents/order-document-file');
  return creditNoteDocument(order, note);
});

// DELETE /api/order/{id}  (its owner or an admin, while pending: cancels and restocks)
endpoint(ordersRouter, 'cancelOrder', allow('orders:cancel'), async (req) => {
  await cancelOrder(firestoreOrderStore, pathParam(req, 'id'), currentUser(req));
  return { acknowledged: true, deletedCount: 1 };
});

// PATCH /api/order/{id}  (admin: body { status }, the next step of the lifecycle,
// { payment: 'paid', paymentReference }, a payment received, or { refund: { amount, reason } }, a refund)
endpoint(ordersRouter, 'advanceOrder', allow('orders:advance'), async (req) => {
  const id = pathParam(req, 'id');
  const caller = currentUser(req);
  const actor = { uid: caller.uid, email: caller.email };
  if (isRefundBody(req.body)) {
    if (!can('orders:refund', caller)) throw forbidden('Only an admin can do this');
    const { refund } = await validate(refundBodySchema, req.body);
    await refundOrder(firestoreOrderStore, id, { amountCents: toCents(refund.amount), reason: refund.reason }, actor);
  } else if (isPaymentBody(req.body)) {
    if (!can('orders:record-payment', caller)) throw forbidden('Only an admin can do this');
    const { paymentReference } = await validate(recordPaymentBodySchema, req.body);
    await recordPayment(firestoreOrderStore, id, paymentReference, actor);
  } else {
    const { status } = await validate(patchOrderBodySchema, req.body);
    await advanceOrder(firestoreOrderStore, id, status, actor);
  }
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
});

// GET /api/company/orders?status=&payment=&from=&to=&email=&sort=&limit=&after=  (company members:
// a company admin's list is the company's orders, a buyer's their own; All Orders' filters and paging)
endpoint(ordersRouter, 'listCompanyOrders', allow('orders:read-company'), async (req, res) => {
  const caller = currentUser(req);
  const membership = await findMembership(caller.uid);
  if (!membership || !can('orders:read-company', caller, undefined, membership)) {
    throw companyRefusal('orders:read-company');
  }
  const { companyId } = membership;
  const { spec, limit, after } = parseCompanyOrderListQuery(req, (email) => {
    if (can('orders:manage-company', caller, undefined, membership)) {
      return email ? companyScopeOfEmail(companyId, email) : companyId;
    }
    if (email && email !== caller.email?.toLowerCase()) {
      throw badRequest('A buyer sees their own orders only; the email filter is for company admins', {
        email: 'Only company admins can filter by buyer',
      });
    }
    return companyScopeOfUid(companyId, caller.uid);
  });
  const page = await listOrders(spec, limit, after);
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// POST /api/order/{id}/approval  { decision: 'approve' | 'reject', note? }  (a company admin of the
// order's company, never its buyer: moves an order awaiting approval to pending, or cancels it)
endpoint(ordersRouter, 'decideApproval', allow('orders:approve'), async (req) => {
  const id = pathParam(req, 'id');
  const caller = currentUser(req);
  const { decision, note } = await validate(decideApprovalBodySchema, req.body);
  const reservationMs = reservationLifetimeMs(req);
  const identity = await resolveCallerIdentity(caller, findProfileRecord);
  const status = await decideApproval(firestoreOrderStore, {
    orderId: id,
    caller,
    decider: { uid: caller.uid, name: identity.name ?? caller.email ?? caller.uid },
    decision,
    note: note || null,
  });
  // Approved: from now on it is a pending order, held for the reservation as any other.
  if (status === 'pending') await scheduleReservationExpiry(id, reservationMs);
  const found = await findOrder(id);
  if (!found) throw notFound(`No order with id ${id}`);
  return found.order;
});
