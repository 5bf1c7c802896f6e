import { Router } from 'express';
import { putCartBodySchema } from '@toolshub/shared';
import { refuseUnsellableCartLines } from '../domain/cart-lines';
import { endpoint } from '../http/endpoint';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { findCart, saveCart } from '../repositories/carts';
import { findToolRecord } from '../repositories/tools';

export const cartRouter = Router();

// GET /api/cart  (signed in: the caller's own cart; empty when never saved)
endpoint(cartRouter, 'getCart', allow('cart:use'), async (req) => findCart(currentUser(req).uid));

// PUT /api/cart  (signed in: body { lines: [{ toolId, quantity }] } replaces the caller's cart)
endpoint(cartRouter, 'putCart', allow('cart:use'), async (req) => {
  const { lines } = await validate(putCartBodySchema, req.body);
  await refuseUnsellableCartLines(lines, findToolRecord);
  return saveCart(currentUser(req).uid, lines);
});
