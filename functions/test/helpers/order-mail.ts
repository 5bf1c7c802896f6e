import { expect } from 'vitest';
import { api, to } from './api';
import { db } from './emulators';
import { eventually } from './inbox';
import type { TestUser } from './users';

/** The spec's order body: one tool, a quantity, the contact fields. */
export function specOrderBody(toolId: string, orderQuantity: number) {
  return { order: { phoneNumber: '01712345678', orderQuantity, orderAddress: '3 Joinery Row', tool: { _id: toolId } } };
}

/** Places the spec's order as `buyer` (201 expected) and answers its id. */
export async function placeSpecOrder(
  buyer: TestUser,
  toolId: string,
  orderQuantity: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await api<{ insertedId: string }>(to.placeOrder(), {
    token: buyer.token,
    body: specOrderBody(toolId, orderQuantity),
    headers,
  });
  expect(res.status).toBe(201);
  return res.body.insertedId;
}

/** The `mail` documents written for an order. */
export async function mailOf(orderId: string) {
  const snap = await db.collection('mail').where('orderId', '==', orderId).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

/** The `mail` documents of an order, by kind, once each has been delivered. */
export async function deliveredMailOf(orderId: string, count: number) {
  return eventually(`${count} delivered messages of order ${orderId}`, async () => {
    const docs = await mailOf(orderId);
    const done = docs.filter((d) => (d.delivery as { state: string }).state === 'SUCCESS');
    return docs.length === count && done.length === count ? docs : undefined;
  });
}

/** The kinds of these messages, sorted. */
export const kinds = (docs: Record<string, unknown>[]) => docs.map((d) => d.kind).sort();
