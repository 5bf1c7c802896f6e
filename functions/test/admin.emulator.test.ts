import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tool, UserProfile } from '@toolshub/shared';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { adminAuth, db, hostingUrl, unique } from './helpers/emulators';
import { grantAdmin, revokeAdmin } from '../src/domain/admin-rights';
import { accountsTransactionsOf, adminAddresses, adminAddressesDoc } from '../src/repositories/accounts/accounts';
import { firestoreAdminRightsStore } from '../src/repositories/accounts/admin-rights-store';
import { KeyedQueue } from '../src/firestore/keyed-queue';
import { createTool, type TestToolFields } from './helpers/tools';
import { createUser, signIn, type TestUser } from './helpers/users';

let customer: TestUser;
let admin: TestUser;

function makeTool(fields: TestToolFields = {}) {
  return createTool({
    toolName: 'Admin Test Plane',
    priceCents: 2500,
    minOrder: 2,
    available: 40,
    toolDescription: 'For admin tests',
    imageLink: '/images/tools/smoothing-plane.svg',
    createdAt: Timestamp.now(),
    ...fields,
  });
}

/** A SKU no other tool has. */
const newSku = () => unique('SKU').toUpperCase();

const goodTool = () => ({
  toolName: 'Japanese Pull Saw',
  price: 24.5,
  available: 120,
  minOrder: 10,
  toolDescription: 'A fine-toothed pull saw for joinery.',
  imageLink: '/images/tools/tenon-saw.svg',
  sku: newSku(),
  category: 'saws',
});

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
});

describe('every admin endpoint: visitor 401, customer 403, admin 2xx', () => {
  const cases: { name: string; call: (token?: string) => Promise<{ status: number }>; ok: number }[] = [
    { name: 'GET /users', call: (t) => api(to.listUsers(), { token: t }), ok: 200 },
    {
      name: 'PUT /user/admin/{email}',
      call: async (t) => api(to.grantAdmin((await createUser()).email), { token: t }),
      ok: 200,
    },
    {
      name: 'DELETE /user/admin/{email}',
      call: async (t) => api(to.revokeAdmin((await createUser({ admin: true })).email), { token: t }),
      ok: 200,
    },
    {
      name: 'DELETE /user/{email} (someone else)',
      call: async (t) => api(to.deleteUser((await createUser()).email), { token: t }),
      ok: 200,
    },
    { name: 'POST /tool', call: (t) => api(to.createTool(), { token: t, body: { updatedInfo: goodTool() } }), ok: 201 },
    {
      name: 'PATCH /tool/{id}',
      call: async (t) => api(to.updateTool(await makeTool()), { token: t, body: { updatedInfo: { minOrder: 2 } } }),
      ok: 200,
    },
    {
      name: 'POST /tool/{id}/stock-adjustments',
      call: async (t) =>
        api(to.adjustStock(await makeTool()), {
          token: t,
          body: { delta: 5, reason: 'received' },
        }),
      ok: 201,
    },
    {
      name: 'GET /tool/{id}/stock-movements',
      call: async (t) => api(to.listStockMovements(await makeTool()), { token: t }),
      ok: 200,
    },
    { name: 'DELETE /tool/{id}', call: async (t) => api(to.deleteTool(await makeTool()), { token: t }), ok: 200 },
  ];

  describe.each(cases)('$name', ({ call, ok }) => {
    it('visitor → 401', async () => expect((await call()).status).toBe(401));
    it('customer → 403', async () => expect((await call(customer.token)).status).toBe(403));
    it('admin → 2xx', async () => expect((await call(admin.token)).status).toBe(ok));
  });
});

describe('roles', () => {
  it('promoting a customer makes their next ID token carry admin: true', async () => {
    const someone = await createUser();
    const res = await api<{ matchedCount: number }>(to.grantAdmin(someone.email), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.matchedCount).toBe(1);
    const token = await signIn(someone.email, someone.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { admin?: boolean };
    expect(payload.admin).toBe(true);
    expect((await db.doc(`users/${someone.uid}`).get()).get('role')).toBe('admin');
    // And the API now treats them as an admin.
    expect((await api(to.listUsers(), { token })).status).toBe(200);
  });

  it('lists users with their role', async () => {
    const res = await api<UserProfile[]>(to.listUsers({ limit: 100 }), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.find((u) => u.email === admin.email)?.role).toBe('admin');
    expect(res.body.find((u) => u.email === customer.email)?.role).toBeUndefined();
  });

  it('deleting a user removes the account and the profile but keeps their orders', async () => {
    const leaving = await createUser();
    await db.doc(`orders/${unique('kept')}`).set({ uid: leaving.uid, userEmail: leaving.email, status: 'delivered' });
    const res = await api<{ deletedCount: number }>(to.deleteUser(leaving.email), { token: admin.token });
    expect(res.body.deletedCount).toBe(1);
    await expect(adminAuth.getUser(leaving.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.doc(`users/${leaving.uid}`).get()).exists).toBe(false);
    expect((await db.collection('orders').where('uid', '==', leaving.uid).get()).size).toBe(1);
    // Their old token stops working at once.
    expect((await api(to.getProfile(leaving.email), { token: leaving.token })).status).toBe(401);
  });

  it('a customer may delete their own account', async () => {
    const self = await createUser();
    expect((await api(to.deleteUser(self.email), { token: self.token })).status).toBe(200);
  });

  it('unknown e-mails get 404', async () => {
    expect((await api(to.grantAdmin('ghost@nowhere.example'), { token: admin.token })).status).toBe(404);
    expect((await api(to.deleteUser('ghost@nowhere.example'), { token: admin.token })).status).toBe(404);
  });
});

/** The store as another instance of the API has it: its own turns for registry changes. */
const anotherInstance = () => ({
  ...firestoreAdminRightsStore,
  accountsTransaction: accountsTransactionsOf(new KeyedQueue()),
});

describe('the last admin', () => {
  // Runs on its own set of admins: every other registry entry is set aside for the duration.
  async function withOnlyNewAdmins(work: () => Promise<void>) {
    const [others, summary] = await Promise.all([db.collection('admins').get(), adminAddressesDoc().get()]);
    await Promise.all([...others.docs.map((d) => d.ref.delete()), adminAddressesDoc().delete()]);
    try {
      await work();
    } finally {
      await Promise.all([
        ...others.docs.map((d) => d.ref.set(d.data())),
        summary.exists ? adminAddressesDoc().set(summary.data()!) : adminAddressesDoc().delete(),
      ]);
    }
  }

  it('cannot remove their own rights or delete themselves (409); with another admin they can', async () => {
    await withOnlyNewAdmins(async () => {
      const last = await createUser({ admin: true });
      const demote = await api<ErrorBody>(to.revokeAdmin(last.email), { token: last.token });
      expect(demote.status).toBe(409);
      expect(demote.body.error.message).toMatch(/last admin/);
      const remove = await api<ErrorBody>(to.deleteUser(last.email), { token: last.token });
      expect(remove.status).toBe(409);
      expect((await adminAuth.getUser(last.uid)).customClaims?.admin).toBe(true);

      await createUser({ admin: true });
      expect((await api(to.revokeAdmin(last.email), { token: last.token })).status).toBe(200);
    });
  });

  it('is counted from the registry, not from profiles that a request could rewrite', async () => {
    await withOnlyNewAdmins(async () => {
      const last = await createUser({ admin: true });
      // A profile claiming the role does not make another admin.
      await db.collection('users').add({ email: 'pretend@test.example', role: 'admin', createdAt: Timestamp.now() });
      const demote = await api<ErrorBody>(to.revokeAdmin(last.email), { token: last.token });
      expect(demote.status).toBe(409);
    });
  });

  it('two admins demoting each other at the same moment: one wins, one admin is left', async () => {
    await withOnlyNewAdmins(async () => {
      const [a, b] = await Promise.all([createUser({ admin: true }), createUser({ admin: true })]);
      const results = await Promise.all([
        api(to.revokeAdmin(b.email), { token: a.token }),
        api(to.revokeAdmin(a.email), { token: b.token }),
      ]);
      // The loser is refused: 409 inside the transaction, 403 when the winner's commit came before
      // the loser's rights were checked, or 401 when the winner's demotion had already revoked the
      // loser's session by then.
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect([401, 403, 409]).toContain(results.find((r) => r.status !== 200)?.status);
      expect((await db.collection('admins').get()).size).toBe(1);
    });
  });

  it('the rule holds inside the transaction: concurrent demotions cannot both commit', async () => {
    await withOnlyNewAdmins(async () => {
      const [a, b] = await Promise.all([createUser({ admin: true }), createUser({ admin: true })]);
      // As two instances serve them: neither waits for the other's turn, both transactions run.
      const outcomes = await Promise.allSettled([
        revokeAdmin(anotherInstance(), b.email, a),
        revokeAdmin(anotherInstance(), a.email, b),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
      expect((await db.collection('admins').get()).size).toBe(1);
    });
  });
});

describe("the admins' addresses (whom every order is mailed to)", () => {
  const summaryEmails = async () => ((await adminAddressesDoc().get()).get('emails') as string[] | undefined) ?? null;

  it('follow each grant, demotion and deletion, in one document read instead of a query', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await grantAdmin(firestoreAdminRightsStore, a.email);
    expect(await summaryEmails()).toContain(a.email.toLowerCase());
    expect(await adminAddresses()).toContain(a.email.toLowerCase());

    await grantAdmin(firestoreAdminRightsStore, b.email);
    await revokeAdmin(firestoreAdminRightsStore, a.email, admin);
    const emails = await summaryEmails();
    expect(emails).toContain(b.email.toLowerCase());
    expect(emails).not.toContain(a.email.toLowerCase());
    expect(emails).toContain(admin.email.toLowerCase());

    expect((await api(to.deleteUser(b.email), { token: admin.token })).status).toBe(200);
    expect(await summaryEmails()).not.toContain(b.email.toLowerCase());
    // The summary and the registry name the same addresses.
    const registry = await db.collection('admins').get();
    expect(await summaryEmails()).toEqual(
      [...new Set(registry.docs.map((d) => String(d.get('email')).toLowerCase()))].sort(),
    );
  });

  it('two grants at the same moment both stay in the summary', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await Promise.all([grantAdmin(anotherInstance(), a.email), grantAdmin(anotherInstance(), b.email)]);
    const emails = await summaryEmails();
    expect(emails).toContain(a.email.toLowerCase());
    expect(emails).toContain(b.email.toLowerCase());
  });

  it('come from the registry itself while the summary has not been written (a registry older than it)', async () => {
    const summary = await adminAddressesDoc().get();
    await adminAddressesDoc().delete();
    try {
      expect(await adminAddresses()).toContain(admin.email.toLowerCase());
    } finally {
      if (summary.exists) await adminAddressesDoc().set(summary.data()!);
    }
  });
});

describe('a demoted admin', () => {
  it('loses the rights at once: the old token cannot call admin routes or promote itself back', async () => {
    const demoted = await createUser({ admin: true });
    expect((await api(to.listUsers(), { token: demoted.token })).status).toBe(200);
    // Revocation counts in whole seconds: a token issued in the same second as it would survive it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await api(to.revokeAdmin(demoted.email), { token: admin.token })).status).toBe(200);

    const refused = await api<ErrorBody>(to.listUsers(), { token: demoted.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/Your access has changed/);
    expect((await api(to.grantAdmin(demoted.email), { token: demoted.token })).status).toBe(401);
    expect((await adminAuth.getUser(demoted.uid)).customClaims?.admin).toBeUndefined();
    expect((await db.doc(`admins/${demoted.uid}`).get()).exists).toBe(false);
  });

  it('a token whose admin claim is no longer in the registry is treated as a customer', async () => {
    const stale = await createUser({ admin: true });
    await db.doc(`admins/${stale.uid}`).delete();
    expect((await api(to.listUsers(), { token: stale.token })).status).toBe(403);
    expect((await api(to.grantAdmin(stale.email), { token: stale.token })).status).toBe(403);
  });
});

describe('tools', () => {
  it('an admin adds a tool with a shipped image; it is stored in cents and listed', async () => {
    const res = await api<{ insertedId: string }>(to.createTool(), {
      token: admin.token,
      body: { updatedInfo: goodTool() },
    });
    expect(res.status).toBe(201);
    const stored = await db.doc(`tools/${res.body.insertedId}`).get();
    expect(stored.get('priceCents')).toBe(2450);
    expect((await api<Tool>(to.getTool(res.body.insertedId))).body.price).toBe(24.5);
  });

  it('accepts an image of our own bucket (a Storage download URL)', async () => {
    const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
    const imageLink = `http://${storageHost}/v0/b/demo-toolshub.appspot.com/o/tools%2Fsaw.png?alt=media`;
    const res = await api(to.createTool(), { token: admin.token, body: { updatedInfo: { ...goodTool(), imageLink } } });
    expect(res.status).toBe(201);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['missing name', { toolName: undefined }, 'updatedInfo.toolName'],
    ['negative stock', { available: -1 }, 'updatedInfo.available'],
    ['fractional stock', { available: 1.5 }, 'updatedInfo.available'],
    ['price of 0', { price: 0 }, 'updatedInfo.price'],
    ['price with 3 decimals', { price: 1.005 }, 'updatedInfo.price'],
    ['minimum order of 0', { minOrder: 0 }, 'updatedInfo.minOrder'],
    ['string price', { price: '12' }, 'updatedInfo.price'],
    ['outside image', { imageLink: 'https://images.example.com/saw.png' }, 'updatedInfo.imageLink'],
    [
      'another bucket',
      { imageLink: 'https://firebasestorage.googleapis.com/v0/b/other/o/tools%2Fa.png' },
      'updatedInfo.imageLink',
    ],
    ['a path escaping the images', { imageLink: '/images/../index.html' }, 'updatedInfo.imageLink'],
  ];

  it.each(bad)('refuses %s with 400 and writes nothing', async (_name, change, field) => {
    const toolName = unique('bad-tool');
    const before = (await db.collection('tools').count().get()).data().count;
    const res = await api<ErrorBody>(to.createTool(), {
      token: admin.token,
      body: { updatedInfo: { ...goodTool(), toolName, ...change } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect((await db.collection('tools').count().get()).data().count).toBe(before);
  });

  it('edits price, stock, minimum order and description; refuses other fields', async () => {
    const id = await makeTool();
    const res = await editTool<{ tool: Tool }>(admin.token, id, {
      price: 30,
      available: 75,
      minOrder: 5,
      toolDescription: 'Restocked',
    });
    expect(res.status).toBe(200);
    expect(res.body.tool).toMatchObject({ price: 30, available: 75, minOrder: 5, toolDescription: 'Restocked' });
    const renamed = await api(to.updateTool(id), { token: admin.token, body: { updatedInfo: { toolName: 'X' } } });
    expect(renamed.status).toBe(400);
    const negative = await api(to.updateTool(id), {
      token: admin.token,
      body: { updatedInfo: { available: -3 } },
    });
    expect(negative.status).toBe(400);
    expect((await db.doc(`tools/${id}`).get()).get('available')).toBe(75);
    expect((await api(to.updateTool(id), { token: admin.token, body: { updatedInfo: {} } })).status).toBe(400);
  });

  it('deleting a tool answers deletedCount, and 404 the second time', async () => {
    const id = await makeTool();
    const first = await api<{ deletedCount: number }>(to.deleteTool(id), { token: admin.token });
    expect(first.body.deletedCount).toBe(1);
    expect((await api(to.deleteTool(id), { token: admin.token })).status).toBe(404);
    expect((await api(to.updateTool(id), { token: admin.token, body: { updatedInfo: { price: 2 } } })).status).toBe(
      404,
    );
  });

  it('a tool with an open order is archived, not deleted: off the catalogue, closed to orders, restocked by a cancel', async () => {
    const id = await makeTool({ available: 40, minOrder: 2 });
    const order = { phoneNumber: '01712345678', orderQuantity: 10, orderAddress: '1 Mill Road', tool: { _id: id } };
    const placed = await api<{ insertedId: string }>(to.placeOrder(), { token: customer.token, body: { order } });
    expect(placed.status).toBe(201);

    const removed = await api(to.deleteTool(id), { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 0, archived: true });
    expect((await db.doc(`tools/${id}`).get()).get('archived')).toBe(true);

    expect((await api(to.getTool(id))).status).toBe(404);
    const catalogue = await api<Tool[]>(to.listTools({ limit: 100 }));
    expect(catalogue.body.map((t) => t._id)).not.toContain(id);
    const again = await api<ErrorBody>(to.placeOrder(), { token: customer.token, body: { order } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/no longer sold/);

    expect((await api(to.cancelOrder(placed.body.insertedId), { token: customer.token })).status).toBe(200);
    expect((await db.doc(`tools/${id}`).get()).get('available')).toBe(40);
    // With no open order left, deleting it deletes it.
    expect((await api(to.deleteTool(id), { token: admin.token })).body).toMatchObject({ deletedCount: 1 });
    expect((await db.doc(`tools/${id}`).get()).exists).toBe(false);
  });

  it('an edit with a stale If-Match gets 412 and the current tool; the order placed meanwhile keeps its stock', async () => {
    const id = await makeTool({ available: 40, minOrder: 2 });
    const opened = await api<Tool>(to.getTool(id));
    const etag = opened.headers.get('etag');
    expect(etag).toMatch(/^"[0-9]+\.[0-9]+"$/);

    const order = { phoneNumber: '01712345678', orderQuantity: 10, orderAddress: '1 Mill Road', tool: { _id: id } };
    expect((await api(to.placeOrder(), { token: customer.token, body: { order } })).status).toBe(201);

    const stale = await api<{ error: { code: string; current: { tool: Tool } } }>(to.updateTool(id), {
      token: admin.token,
      headers: { 'If-Match': etag ?? '' },
      body: { updatedInfo: { available: 40, price: 30 } },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe('precondition-failed');
    expect(stale.body.error.current.tool).toMatchObject({ _id: id, available: 30 });
    expect((await db.doc(`tools/${id}`).get()).data()).toMatchObject({ available: 30, priceCents: 2500 });

    // With the version it now has, the edit goes through and a new ETag comes back.
    const fresh = stale.headers.get('etag') ?? '';
    const saved = await api<{ tool: Tool }>(to.updateTool(id), {
      token: admin.token,
      headers: { 'If-Match': fresh },
      body: { updatedInfo: { available: 35 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tool.available).toBe(35);
    expect(saved.headers.get('etag')).not.toBe(fresh);
  });

  it.each(['*', 'W/"1.2"', '"abc"', '"1.2", "3.4"'])('refuses If-Match %s with 400', async (ifMatch) => {
    const id = await makeTool();
    const res = await api(to.updateTool(id), {
      token: admin.token,
      headers: { 'If-Match': ifMatch },
      body: { updatedInfo: { available: 5 } },
    });
    expect(res.status).toBe(400);
  });

  it('hostingUrl is where the shipped images are served', () => {
    expect(hostingUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
