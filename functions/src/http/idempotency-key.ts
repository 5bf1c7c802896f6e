import type { Request } from 'express';
import { badRequest } from '../errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_\-:.]{1,100}$/;
const message = `${IDEMPOTENCY_KEY_HEADER} must be 1 to 100 letters, digits or _ - : .`;

/** The request's Idempotency-Key, or null without one; a malformed key is a 400. */
export function readIdempotencyKey(req: Request): string | null {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  // Node joins repeated headers with ", ", which the pattern refuses, as it should.
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest(message, { [IDEMPOTENCY_KEY_HEADER]: message });
  return value;
}
