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
  isCreditNoteNumber,
  isRefundBody,
  refundBodySchema,
  toCents,
  type Order,
} from '@toolshub/shared';
import { accountByEmail } from '../domain/admin-rights';
import { firestoreAdminRightsStore } from '../repositories/accounts/admin-rights-store';
import { advanceOrder } from '../domain/advance-order';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { cancelOrder } from '../domain/cancel-order';
import { placeLinesOrder, placeOrder, type Buyer } from '../domain/place-order';
import { requireVerifiedEmail } from '../domain/verified-email';
import { recordPayment } from '../domain/record-payment';
import { refundOrder } from '../domain/refund-order';
import { forbidden, notFound } from '../errors';
import { endpoint, fileEndpoint } from '../http/endpoint';
import { readIdempotencyKey } from '../http/idempotency-key';
import { reservationLifetimeMs } from '../http/reservation-lifetime';
import { parseOrderListQuery } from '../http/order-list-query';
import { parsePage, setNextLink } from '../http/paging';
import { emailParam, pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { isEmailVerified } from '../repositories/accounts/accounts';
import { findOrder, listOrdersOfAccount } from '../repositories/orders/orders';
import { firestoreOrderStore } from '../repositories/orders/store';
import { listOrders } from '../repositories/orders/list';
import { scheduleReservationExpiry } from '../repositories/orders/reservation-queue';
import { findProfileRecord } from '../repositories/accounts/users';

export const ordersRouter = Router();

// POST /api/order  (signed in; header Idempotency-Key optional)
// Body: the spec's single tool, or many lines ({ order: { lines, ... } }, which empties the cart).
// 201 with a new order; 200 with the first order when the same Idempotency-Key comes again.
endpoint(ordersRouter, 'placeOrder', allow('orders:place'), async (req, res) => {
  const user = currentUser(req);
  const idempotencyKey = readIdempotencyKey(req);
  const reservationMs = reservationLifetimeMs(req);
  const body = isLinesOrderBody(req.body)
    ? await validate(placeLinesOrderBodySchema, req.body)
    : await validate(placeOrderBodySchema, req.body);
  if (!user.email) throw forbidden('Your account has no e-mail address; add one before ordering');
  const { tokenIsStale } = await requireVerifiedEmail(user, isEmailVerified);
  // Verified since the token was made: the client refreshes it (api-client.ts), so this is asked once.
  if (tokenIsStale) res.setHeader(API_HEADERS.claimsChanged, 'true');
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  // The order is private to the buyer and the shop: without a name, the address names them.
  const buyer: Buyer = { uid: user.uid, email: user.email, name: identity.name ?? user.email };
  const { order } = body;
  const contact = { buyer, phoneNumber: order.phoneNumber, orderAddress: order.orderAddress, idempotencyKey };
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
  if (!placed.replayed) await scheduleReservationExpiry(placed.orderId, reservationMs);
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

/** The order the request names, if the caller may see it; anyone else gets the unknown id's 404, so ids do not leak. */
async function visibleOrder(req: Request): Promise<Order> {
  const id = pathParam(req, 'id');
  const found = await findOrder(id);
  if (!found || !can('orders:read-one', currentUser(req), { uid: found.uid })) throw notFound(`No order with id ${id}`);
  return found.order;
}

// GET /api/order/{id}  (its owner or an admin)
endpoint(ordersRouter, 'getOrder', allow('orders:read-one'), visibleOrder);

// GET /api/order/{id}/document.pdf  (its owner or an admin: the order confirmation, or the invoice once shipped)
fileEndpoint(ordersRouter, 'getOrderDocument', allow('orders:read-one'), async (req) => {
  const order = await visibleOrder(req);
  // pdfkit takes a fifth of a second to load: only requests for a document pay for it.
  const { orderDocument } = await import('../documents/order-document-file');
  return orderDocument(order);
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
