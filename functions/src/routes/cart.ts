import { Router, type Response } from 'express';
import { putCartBodySchema } from '@toolshub/shared';
import { refuseUnsellableCartLines } from '../domain/cart-lines';
import { staleCopy } from '../errors';
import { endpoint } from '../http/endpoint';
import { readIfMatch, setETag } from '../http/etag';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { findCart, saveCart, type VersionedCart } from '../repositories/carts';
import { findToolRecord } from '../repositories/tools/tools';

export const cartRouter = Router();

/** The cart as the answer's body, its version as the ETag. */
function answer(res: Response, { cart, version }: VersionedCart) {
  setETag(res, version);
  return cart;
}

// GET /api/cart  (signed in: the caller's own cart; empty when never saved) with an ETag
endpoint(cartRouter, 'getCart', allow('cart:use'), async (req, res) =>
  answer(res, await findCart(currentUser(req).uid)),
);

// PUT /api/cart  (signed in: body { lines: [{ toolId, quantity }] } replaces the caller's cart)
// header If-Match optional: 412 with the current cart (and its ETag) when it changed since that ETag
endpoint(cartRouter, 'putCart', allow('cart:use'), async (req, res) => {
  const expectedVersion = readIfMatch(req, 'GET /api/cart');
  const { lines } = await validate(putCartBodySchema, req.body);
  await refuseUnsellableCartLines(lines, findToolRecord);
  const result = await saveCart(currentUser(req).uid, lines, expectedVersion);
  if (result.outcome === 'saved') return answer(res, result.saved);
  setETag(res, result.current.version);
  throw staleCopy(
    'precondition-failed',
    'Your cart was changed elsewhere (another tab, device or an order) since you opened it; here it is as saved now',
    { cart: result.current.cart },
  );
});
