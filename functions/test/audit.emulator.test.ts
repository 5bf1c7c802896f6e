import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@toolshub/shared';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/** Every stored entry about one target, read past the API. */
async function entriesAbout(targetId: string) {
  const snap = await db.collection('audit').where('target.id', '==', targetId).get();
  return snap.docs.map((d) => d.data());
}

/** Every stored entry one actor made, read past the API. */
async function entriesBy(actorUid: string) {
  const snap = await db.collection('audit').where('actor.uid', '==', actorUid).get();
  return snap.docs.map((d) => d.data());
}

function placeOrder(buyer: TestUser, toolId: string) {
  return api<{ insertedId: string }>(to.placeOrder(), {
    token: buyer.token,
    body: {
      order: {
        phoneNumber: '01712345678',
        orderQuantity: 5,
        orderAddress: '12 Timber Lane',
        tool: { _id: toolId },
      },
    },
  });
}

const goodTool = () => ({
  toolName: 'Audit Pull Saw',
  price: 24.5,
  available: 120,
  minOrder: 10,
  toolDescription: 'A saw whose life the audit log follows.',
  imageLink: '/images/tools/tenon-saw.svg',
  sku: unique('AUD').toUpperCase().slice(-32),
  category: 'saws',
});

let customer: TestUser;

beforeAll(async () => {
  customer = await createUser({ name: 'Audit Customer' });
});

describe('every admin action leaves exactly one entry, in its transaction', () => {
  it('granting admin rights: who, whom, admin false → true; granting again adds none', async () => {
    const [admin, someone] = await Promise.all([createUser({ admin: true }), createUser()]);
    expect((await api(to.grantAdmin(someone.email), { token: admin.token })).status).toBe(200);
    expect((await api(to.grantAdmin(someone.email), { token: admin.token })).status).toBe(200);
    const entries = await entriesAbout(someone.uid);
    expect(entries).toEqual([
      {
        action: 'user.admin-granted',
        actor: { uid: admin.uid, email: admin.email },
        target: { kind: 'user', id: someone.uid, label: someone.email },
        before: { admin: false },
        after: { admin: true },
        at: expect.any(Timestamp),
      },
    ]);
  });

  it('revoking admin rights: admin true → false; revoking a customer (nothing to take) adds none', async () => {
    const [admin, demoted] = await Promise.all([createUser({ admin: true }), createUser({ admin: true })]);
    expect((await api(to.revokeAdmin(demoted.email), { token: admin.token })).status).toBe(200);
    expect((await api(to.revokeAdmin(customer.email), { token: admin.token })).status).toBe(200);
    // The demoted account's own grant (by the operator, when the test made it) and the revoke.
    expect((await entriesAbout(demoted.uid)).map((e) => [e.action, e.actor.uid])).toEqual(
      expect.arrayContaining([
        ['user.admin-granted', 'operator'],
        ['user.admin-revoked', admin.uid],
      ]),
    );
    const revokes = (await entriesBy(admin.uid)).filter((e) => e.action === 'user.admin-revoked');
    expect(revokes).toEqual([
      expect.objectContaining({
        target: { kind: 'user', id: demoted.uid, label: demoted.email },
        before: { admin: true },
        after: { admin: false },
      }),
    ]);
  });

  it('deleting someone’s account: the profile as it was, after null; deleting one’s own is not audited', async () => {
    const [admin, leaving, self] = await Promise.all([
      createUser({ admin: true }),
      createUser({ name: 'Leaving Person' }),
      createUser(),
    ]);
    expect((await api(to.deleteUser(leaving.email), { token: admin.token })).status).toBe(200);
    expect((await api(to.deleteUser(self.email), { token: self.token })).status).toBe(200);
    expect(await entriesAbout(leaving.uid)).toEqual([
      expect.objectContaining({
        action: 'user.deleted',
        actor: { uid: admin.uid, email: admin.email },
        before: { email: leaving.email, displayName: 'Leaving Person', admin: false },
        after: null,
      }),
    ]);
    expect(await entriesAbout(self.uid)).toEqual([]);
  });

  it('deleting an account with a pending order also records that order’s cancel, by the same admin', async () => {
    const [admin, leaving] = await Promise.all([createUser({ admin: true }), createUser()]);
    const toolId = await createTool({ minOrder: 5, available: 50 });
    const orderId = (await placeOrder(leaving, toolId)).body.insertedId;
    expect((await api(to.deleteUser(leaving.email), { token: admin.token })).status).toBe(200);
    expect((await entriesBy(admin.uid)).map((e) => [e.action, e.target.id]).sort()).toEqual([
      ['order.status-changed', orderId],
      ['user.deleted', leaving.uid],
    ]);
  });

  it('creating a tool records its fields; a refused creation (SKU taken, 409) records nothing', async () => {
    const admin = await createUser({ admin: true });
    const tool = goodTool();
    const res = await api<{ insertedId: string }>(to.createTool(), { token: admin.token, body: { updatedInfo: tool } });
    expect(res.status).toBe(201);
    const again = await api(to.createTool(), {
      token: admin.token,
      body: { updatedInfo: { ...tool, toolName: 'Twin' } },
    });
    expect(again.status).toBe(409);
    expect(await entriesBy(admin.uid)).toEqual([
      expect.objectContaining({
        action: 'tool.created',
        target: { kind: 'tool', id: res.body.insertedId, label: 'Audit Pull Saw' },
        before: null,
        after: { ...tool, priceTiers: [] },
      }),
    ]);
  });

  it('editing a tool records only the fields it changed; a stale edit (412) records nothing', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ toolName: 'Audit Chisel', priceCents: 2000, available: 50 });
    const edit = await editTool(admin.token, toolId, { price: 18.5, available: 50, toolDescription: 'Sharper' });
    expect(edit.status).toBe(200);
    const stale = await api(to.updateTool(toolId), {
      token: admin.token,
      headers: { 'If-Match': '"1.0"' },
      body: { updatedInfo: { available: 1 } },
    });
    expect(stale.status).toBe(412);
    expect(await entriesAbout(toolId)).toEqual([
      expect.objectContaining({
        action: 'tool.updated',
        actor: { uid: admin.uid, email: admin.email },
        before: { price: 20, toolDescription: 'A chisel for tests' },
        after: { price: 18.5, toolDescription: 'Sharper' },
      }),
    ]);
  });

  it('removing a tool with an open order archives it (archived false → true); again records nothing', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ toolName: 'Audit Plane', minOrder: 5, available: 50 });
    expect((await placeOrder(customer, toolId)).status).toBe(201);
    expect((await api(to.deleteTool(toolId), { token: admin.token })).status).toBe(200);
    expect((await api(to.deleteTool(toolId), { token: admin.token })).status).toBe(200);
    expect(await entriesAbout(toolId)).toEqual([
      expect.objectContaining({ action: 'tool.archived', before: { archived: false }, after: { archived: true } }),
    ]);
  });

  it('deleting a tool records what it was; a second delete (404) records nothing', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ toolName: 'Audit Rasp', priceCents: 1250 });
    expect((await api(to.deleteTool(toolId), { token: admin.token })).status).toBe(200);
    expect((await api(to.deleteTool(toolId), { token: admin.token })).status).toBe(404);
    const entries = await entriesAbout(toolId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'tool.deleted',
        target: { kind: 'tool', id: toolId, label: 'Audit Rasp' },
        after: null,
      }),
    ]);
    expect(entries[0]?.before).toMatchObject({ toolName: 'Audit Rasp', price: 12.5 });
  });

  it('an order’s status move: before → after; a refused move (409) records nothing', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ minOrder: 5, available: 50 });
    const orderId = (await placeOrder(customer, toolId)).body.insertedId;
    const refused = await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'delivered' } });
    expect(refused.status).toBe(409);
    expect(await entriesAbout(orderId)).toEqual([]);
    expect((await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'processing' } })).status).toBe(
      200,
    );
    expect(await entriesAbout(orderId)).toEqual([
      {
        action: 'order.status-changed',
        actor: { uid: admin.uid, email: admin.email },
        target: { kind: 'order', id: orderId, label: `Order of ${customer.email}` },
        before: { status: 'pending' },
        after: { status: 'processing' },
        at: expect.any(Timestamp),
      },
    ]);
  });

  it('an admin cancelling someone’s order is a status change; the buyer’s own cancel is not audited', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ minOrder: 5, available: 50 });
    const [byAdmin, byOwner] = [
      (await placeOrder(customer, toolId)).body.insertedId,
      (await placeOrder(customer, toolId)).body.insertedId,
    ];
    expect((await api(to.cancelOrder(byAdmin), { token: admin.token })).status).toBe(200);
    expect((await api(to.cancelOrder(byOwner), { token: customer.token })).status).toBe(200);
    // Cancelling again is refused (409): nothing more.
    expect((await api(to.cancelOrder(byAdmin), { token: admin.token })).status).toBe(409);
    expect(await entriesAbout(byAdmin)).toEqual([
      expect.objectContaining({
        action: 'order.status-changed',
        actor: { uid: admin.uid, email: admin.email },
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      }),
    ]);
    expect(await entriesAbout(byOwner)).toEqual([]);
  });

  it('a payment: unpaid → paid with its reference; paying twice (409) records nothing more', async () => {
    const admin = await createUser({ admin: true });
    const toolId = await createTool({ minOrder: 5, available: 50 });
    const orderId = (await placeOrder(customer, toolId)).body.insertedId;
    const pay = (reference: string) =>
      api(to.advanceOrder(orderId), { token: admin.token, body: { payment: 'paid', paymentReference: reference } });
    expect((await pay('BANK-77')).status).toBe(200);
    expect((await pay('BANK-78')).status).toBe(409);
    expect(await entriesAbout(orderId)).toEqual([
      expect.objectContaining({
        action: 'order.payment-recorded',
        before: { payment: 'unpaid', paymentReference: null },
        after: { payment: 'paid', paymentReference: 'BANK-77' },
      }),
    ]);
  });
});

describe('GET /api/audit', () => {
  let admin: TestUser;
  let toolIds: string[];

  beforeAll(async () => {
    admin = await createUser({ admin: true });
    toolIds = [await createTool(), await createTool(), await createTool()];
    // One after another, so their order is known: edit 0, edit 1, delete 2.
    for (const [i, id] of toolIds.slice(0, 2).entries()) {
      await editTool(admin.token, id, { available: 10 + i });
    }
    await api(to.deleteTool(toolIds[2]!), { token: admin.token });
  });

  const list = (query: string, token = admin.token) =>
    api<AuditEntry[] & ErrorBody>('GET', `/audit?${query}`, { token });

  it('lists one actor’s entries newest first, with X-Total-Count, as AuditEntry', async () => {
    const res = await list(`actor=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body.map((e) => [e.action, e.target.id])).toEqual([
      ['tool.deleted', toolIds[2]],
      ['tool.updated', toolIds[1]],
      ['tool.updated', toolIds[0]],
    ]);
    const [newest] = res.body;
    expect(newest).toMatchObject({ _id: expect.any(String), actor: { uid: admin.uid, email: admin.email } });
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThan(Date.now() - 120_000);
    expect(res.body[1]).toMatchObject({ before: { available: 100 }, after: { available: 11 } });
  });

  it('pages with the Link cursor, the filters kept', async () => {
    const first = await list(`actor=${admin.email}&limit=2`);
    expect(first.body).toHaveLength(2);
    const link = first.headers.get('link');
    expect(link).toMatch(/rel="next"/);
    const next = /<\/api(\/audit\?[^>]+)>/.exec(link ?? '')?.[1];
    const second = await api<AuditEntry[]>('GET', next ?? '', { token: admin.token });
    expect(second.body.map((e) => e.target.id)).toEqual([toolIds[0]]);
    expect(second.headers.get('link')).toBeNull();
    expect(second.headers.get('x-total-count')).toBe('3');
  });

  it('filters by action, by target and by both with the actor', async () => {
    const updates = await list(`actor=${admin.email}&action=tool.updated`);
    expect(updates.body.map((e) => e.target.id)).toEqual([toolIds[1], toolIds[0]]);
    expect(updates.headers.get('x-total-count')).toBe('2');
    const one = await list(`targetId=${toolIds[0]}`);
    expect(one.body.map((e) => e.action)).toEqual(['tool.updated']);
    const none = await list(`targetId=${toolIds[0]}&action=tool.deleted&actor=${admin.email}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['action=tool.exploded', 'action'],
    ['actor=not-an-address', 'actor'],
    [`targetId=${'x'.repeat(201)}`, 'targetId'],
    ['after=not!a!cursor', 'after'],
    // A cursor of another list (the catalogue's) is refused too.
    ['after=WyJuIiwxLCJ4Il0', 'after'],
    ['action=tool.created&action=tool.updated', 'action'],
    ['sort=oldest', 'sort'],
  ])('answers 400 to %s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toEqual(expect.any(String));
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await api(to.listAudit())).status).toBe(401);
    const res = await list('', customer.token);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only an admin can do this');
  });

  it('no route changes or removes an entry', async () => {
    const [entry] = (await list(`actor=${admin.email}&limit=1`)).body;
    if (!entry) throw new Error('expected an entry');
    const before = (await db.doc(`audit/${entry._id}`).get()).data();
    const attempts = await Promise.all([
      api('POST', '/audit', { token: admin.token, body: { action: 'tool.created' } }),
      api('PUT', `/audit/${entry._id}`, { token: admin.token, body: { action: 'tool.created' } }),
      api('PATCH', `/audit/${entry._id}`, { token: admin.token, body: { after: null } }),
      api('DELETE', `/audit/${entry._id}`, { token: admin.token }),
      api('DELETE', '/audit', { token: admin.token }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await db.doc(`audit/${entry._id}`).get()).data()).toEqual(before);
  });
});
