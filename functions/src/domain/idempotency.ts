import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The id of `idempotency/{id}`: the key is the client's and only unique per caller, so the uid is
 * part of it. The NUL separator keeps ("ab", "c") and ("a", "bc") apart (keys cannot hold NUL).
 */
export function idempotencyRecordId(uid: string, key: string): string {
  return sha256(`${uid}\u0000${key}`);
}

/** What an order request asks for, as a hash: a retry must ask for the same thing. */
export function orderRequestHash(request: {
  toolId: string;
  orderQuantity: number;
  phoneNumber: string;
  orderAddress: string;
}): string {
  return sha256(JSON.stringify([request.toolId, request.orderQuantity, request.phoneNumber, request.orderAddress]));
}

/** The same for an order of many lines (a different shape, so it never matches a single-tool hash). */
export function linesOrderRequestHash(request: {
  lines: readonly { toolId: string; quantity: number }[];
  phoneNumber: string;
  orderAddress: string;
  poNumber: string | null;
  note: string | null;
}): string {
  const lines = request.lines.map((line) => [line.toolId, line.quantity]);
  return sha256(
    JSON.stringify(['lines', lines, request.phoneNumber, request.orderAddress, request.poNumber, request.note]),
  );
}
