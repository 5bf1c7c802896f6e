import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';

// One data path: clients never touch Firestore directly; only the API (Admin SDK) does.
let env: RulesTestEnvironment;
// Denials are the point of these tests; the SDK would log each one as an error.
setLogLevel('silent');

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-toolshub-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'tools/saw'), { toolName: 'Saw' });
    await setDoc(doc(ctx.firestore(), 'users/alice'), { email: 'alice@example.com' });
    await setDoc(doc(ctx.firestore(), 'categories/saws'), { name: 'Saws' });
    await setDoc(doc(ctx.firestore(), 'skus/SAW-1'), { toolId: 'saw' });
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('firestore.rules: every collection', () => {
  it('a visitor can NOT read the catalog directly', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'tools/saw')));
  });

  it('a visitor can NOT list tools directly', async () => {
    await assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), 'tools')));
  });

  it('a visitor can NOT read the categories directly (GET /api/categories does)', async () => {
    await assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), 'categories')));
  });

  it('an admin can NOT claim or free a SKU directly (only the API keeps SKUs unique)', async () => {
    const db = env.authenticatedContext('root', { admin: true }).firestore();
    await assertFails(setDoc(doc(db, 'skus/SAW-2'), { toolId: 'saw' }));
    await assertFails(deleteDoc(doc(db, 'skus/SAW-1')));
  });

  it("an admin can NOT read or write the admins' addresses directly (the registry's summary)", async () => {
    const db = env.authenticatedContext('root', { admin: true }).firestore();
    await assertFails(getDoc(doc(db, 'registry/admin-addresses')));
    await assertFails(setDoc(doc(db, 'registry/admin-addresses'), { emails: ['mallory@example.com'] }));
  });

  it('a customer can NOT read their own profile directly', async () => {
    await assertFails(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
  });

  it('a customer can NOT write an order directly', async () => {
    await assertFails(setDoc(doc(env.authenticatedContext('alice').firestore(), 'orders/x'), { uid: 'alice' }));
  });

  it('a customer can NOT read or write their own cart directly (GET/PUT /api/cart do)', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'carts/alice')));
    await assertFails(setDoc(doc(db, 'carts/alice'), { lines: [] }));
  });

  it('an admin can NOT change a tool directly (admins go through the API too)', async () => {
    const db = env.authenticatedContext('root', { admin: true }).firestore();
    await assertFails(setDoc(doc(db, 'tools/saw'), { toolName: 'Cheap saw' }));
    await assertFails(deleteDoc(doc(db, 'tools/saw')));
  });
});
