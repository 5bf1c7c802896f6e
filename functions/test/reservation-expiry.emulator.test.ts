import { beforeAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { db } from './helpers/emulators';
import { eventually, waitForMessages } from './helpers/inbox';
import { deliveredMailOf, kinds, placeSpecOrder, specOrderBody } from './helpers/order-mail';
import { availableOf, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/** A pending order's reservation runs out (the expireReservation task queue): cancelled, restocked, the buyer told. */

let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([createUser({ name: 'Mila <Maker>' }), createUser({ admin: true })]);
});

const placeOrder = (toolId: string, orderQuantity: number, headers: Record<string, string> = {}) =>
  placeSpecOrder(buyer, toolId, orderQuantity, headers);

describe('reservations expire (the expireReservation task queue)', { timeout: 180_000 }, () => {
  it.concurrent('cancels a pending order after its reservation, gives the stock back and tells the buyer', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const orderId = await placeOrder(toolId, 10, { 'X-Reservation-Seconds': '2' });
    expect(await availableOf(toolId)).toBe(30);
    await eventually('the order to expire', async () =>
      (await db.doc(`orders/${orderId}`).get()).get('status') === 'cancelled' ? true : undefined,
    );
    expect(await availableOf(toolId)).toBe(40);
    const docs = await deliveredMailOf(orderId, 3);
    expect(kinds(docs)).toEqual(['order-expired', 'order-received', 'order-received-admins']);
    await waitForMessages(buyer.email, `Your order ${orderId} expired`);
  });

  it('leaves an order that moved on alone', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const orderId = await placeOrder(toolId, 10, { 'X-Reservation-Seconds': '2' });
    const moved = await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'processing' } });
    expect(moved.status).toBe(200);
    // A witness placed after it, with the same reservation: once the witness has expired, the
    // first order's task (enqueued and due earlier) has run too.
    const witness = await placeOrder(toolId, 5, { 'X-Reservation-Seconds': '2' });
    await eventually('the witness order to expire', async () =>
      (await db.doc(`orders/${witness}`).get()).get('status') === 'cancelled' ? true : undefined,
    );
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('processing');
    expect(await availableOf(toolId)).toBe(30);
    expect(kinds(await deliveredMailOf(orderId, 3))).toEqual([
      'order-received',
      'order-received-admins',
      'order-status',
    ]);
  });

  it('refuses a reservation header outside 1..60 seconds before ordering', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const res = await api(to.placeOrder(), {
      token: buyer.token,
      body: specOrderBody(toolId, 1),
      headers: { 'X-Reservation-Seconds': '0' },
    });
    expect(res.status).toBe(400);
    expect(await availableOf(toolId)).toBe(40);
  });
});
