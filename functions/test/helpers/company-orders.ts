import type { Order } from '@toolshub/shared';
import { api, type ErrorBody, to } from './api';
import { db } from './emulators';
import type { TestUser } from './users';

export interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

/** A cart checkout's body: one line of `quantity` pieces of the tool, optionally to a company site. */
export function linesBody(toolId: string, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    order: {
      phoneNumber: '01712345678',
      orderAddress: '12 Timber Lane, Workshop 4',
      lines: [{ toolId, quantity }],
      ...extra,
    },
  };
}

/** POST /api/order as `user` (as the cart's checkout, or any body given). */
export function postOrder(user: TestUser, body: unknown, headers: Record<string, string> = {}, base?: string) {
  return api<Inserted & ErrorBody>(to.placeOrder(), { token: user.token, body, headers, base });
}

export async function getOrder(user: TestUser, id: string) {
  return api<Order & ErrorBody>(to.getOrder(id), { token: user.token });
}

export function decide(user: TestUser, id: string, body: unknown, headers: Record<string, string> = {}) {
  return api<Order & ErrorBody>(to.decideApproval(id), { token: user.token, body, headers });
}

/** The company's open balance as stored, in cents. */
export async function creditUsedCentsOf(companyId: string): Promise<number> {
  return (await db.doc(`companies/${companyId}`).get()).get('creditUsedCents') as number;
}

export async function statusOf(orderId: string): Promise<string> {
  return (await db.doc(`orders/${orderId}`).get()).get('status') as string;
}
