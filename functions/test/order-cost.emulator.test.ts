import { randomUUID } from 'node:crypto';
import { API_HEADERS } from '@toolshub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/** The emulator-only headers that say what one request cost: its steps' times and its writes. */
function stepsOf(headers: Headers): Map<string, number> {
  const value = headers.get(API_HEADERS.serverTiming) ?? '';
  return new Map(
    value.split(', ').map((entry) => {
      const [name, dur] = entry.split(';dur=');
      return [name ?? '', Number(dur)];
    }),
  );
}

let customer: TestUser;

beforeAll(async () => {
  // An admin of the shop, so the order's notice to the shop is written whatever else runs.
  [customer] = await Promise.all([createUser(), createUser({ admin: true })]);
});

describe("POST /api/order's cost (emulators only)", () => {
  it('times each step of an order (Server-Timing) and counts the documents it wrote', async () => {
    const toolId = await createTool({ priceCents: 500, minOrder: 1, available: 1000, toolName: 'Costed Chisel' });
    const res = await api(to.placeOrder(), {
      token: customer.token,
      headers: { [API_HEADERS.idempotencyKey]: randomUUID() },
      body: {
        order: { phoneNumber: '01712345678', orderAddress: '1 Cost Lane', orderQuantity: 2, tool: { _id: toolId } },
      },
    });
    expect(res.status).toBe(201);
    // The order, the tool's stock, its ledger entry, the idempotency record, the buyer's and the
    // shop's mails.
    expect(res.headers.get(API_HEADERS.firestoreWrites)).toBe('6');
    const steps = stepsOf(res.headers);
    for (const step of ['token', 'transaction', 'transaction-work', 'read-documents', 'cpu'])
      expect(steps.get(step), step).toBeGreaterThan(0);
    // The buyer's profile, the membership, the idempotency record and the shop's admin addresses go
    // out in one call (read-documents), not one of their own each.
    expect(steps.has('read-admins')).toBe(false);
    expect(steps.has('profile')).toBe(false);
    // Enqueued only where the reservation is short enough to wait out (emulators), but always timed.
    expect(steps.has('expiry-task')).toBe(true);
    const total = steps.get('total') ?? 0;
    expect(total).toBeGreaterThanOrEqual((steps.get('token') ?? 0) + (steps.get('transaction') ?? 0));
    expect(steps.get('transaction')).toBeGreaterThanOrEqual(steps.get('transaction-work') ?? 0);
  });

  it('writes nothing and still says where the time went when the order is refused', async () => {
    const toolId = await createTool({ priceCents: 500, minOrder: 10, available: 1000, toolName: 'Refused Chisel' });
    const res = await api(to.placeOrder(), {
      token: customer.token,
      body: {
        order: { phoneNumber: '01712345678', orderAddress: '1 Cost Lane', orderQuantity: 2, tool: { _id: toolId } },
      },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get(API_HEADERS.firestoreWrites)).toBe('0');
    expect(stepsOf(res.headers).get('transaction-work')).toBeGreaterThan(0);
    expect(stepsOf(res.headers).has('expiry-task')).toBe(false);
  });
});
