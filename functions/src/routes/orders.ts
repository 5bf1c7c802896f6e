import { Router } from 'express';
import { patchOrderBodySchema, placeOrderBodySchema } from '@toolshub/shared';
import { advanceOrder } from '../domain/advance-order';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { cancelOrder } from '../domain/cancel-order';
import { placeOrder } from '../domain/place-order';
import { badRequest, forbidden } from '../errors';
import { readIdempotencyKey } from '../http/idempotency-key';
import { parsePage, setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { currentUser, requireAdmin, requireAuth, requireSelfOrAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { firestoreOrderStore, listAllOrders, listOrdersOfEmail } from '../repositories/orders';
import { findProfileBasics } from '../repositories/users';

export const ordersRouter = Router();

// POST /api/order  (signed in; header Idempotency-Key optional)
// 201 with a new order; 200 with the first order when the same Idempotency-Key comes again.
ordersRouter.post('/order', requireAuth, async (req, res) => {
  const user = currentUser(req);
  const idempotencyKey = readIdempotencyKey(req);
  const { order } = await validate(placeOrderBodySchema, req.body);
  if (!user.email) throw forbidden('Your account has no e-mail address; add one before ordering');
  const identity = await resolveCallerIdentity(user, findProfileBasics);
  const placed = await placeOrder(firestoreOrderStore, {
    buyer: { uid: user.uid, email: user.email, name: identity.name },
    toolId: order.tool._id,
    orderQuantity: order.orderQuantity,
    phoneNumber: order.phoneNumber,
    orderAddress: order.orderAddress,
    idempotencyKey,
  });
  if (placed.replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(placed.replayed ? 200 : 201).json({ acknowledged: true, insertedId: placed.orderId });
});

// GET /api/orders?limit=&after=  (admin: every order, newest first)
ordersRouter.get('/orders', requireAuth, requireAdmin, async (req, res) => {
  const page = await listAllOrders(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});

// GET /api/orders/{email}?limit=&after=  (that customer or an admin, newest first)
ordersRouter.get('/orders/:email', requireAuth, requireSelfOrAdmin('email'), async (req, res) => {
  const email = pathParam(req, 'email');
  // RFC 5321 caps an address at 254 characters: anything longer is not one.
  if (email.length > 254) throw badRequest('That is not an e-mail address', { email: 'That is not an e-mail address' });
  const page = await listOrdersOfEmail(email, parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});

// DELETE /api/order/{id}  (its owner or an admin, while pending: cancels and restocks)
ordersRouter.delete('/order/:id', requireAuth, async (req, res) => {
  const user = currentUser(req);
  await cancelOrder(firestoreOrderStore, pathParam(req, 'id'), { uid: user.uid, admin: user.admin });
  res.json({ acknowledged: true, deletedCount: 1 });
});

// PATCH /api/order/{id}  (admin: body { status }, the next step of the lifecycle)
ordersRouter.patch('/order/:id', requireAuth, requireAdmin, async (req, res) => {
  const { status } = await validate(patchOrderBodySchema, req.body);
  await advanceOrder(firestoreOrderStore, pathParam(req, 'id'), status);
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
});
