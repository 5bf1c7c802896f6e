import type { Request } from 'express';
import { API_HEADERS, IDEMPOTENCY_KEY_PATTERN } from '@toolshub/shared';
import { badRequest } from '../errors';

const message = `${API_HEADERS.idempotencyKey} must be 1 to 100 letters, digits or _ - : .`;

/** The request's Idempotency-Key, or null without one; a malformed key is a 400. */
export function readIdempotencyKey(req: Request): string | null {
  const value = req.headers[API_HEADERS.idempotencyKey.toLowerCase()];
  if (value === undefined) return null;
  // Node joins repeated headers with ", ", which the pattern refuses, as it should.
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badRequest(message, { [API_HEADERS.idempotencyKey]: message });
  }
  return value;
}
