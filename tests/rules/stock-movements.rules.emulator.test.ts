import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// The stock ledger: written only by the API (Admin SDK) in the transaction of each stock change.
let env: RulesTestEnvironment;
setLogLevel('silent');

const ENTRY = {
  toolId: 'saw',
  delta: 50,
  reason: 'received',
  orderId: null,
  actor: { uid: 'root', email: 'root@example.com' },
  note: null,
  availableAfter: 150,
};

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-toolshub-ledger-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'stockMovements/entry-1'), ENTRY);
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('firestore.rules: stockMovements', () => {
  const admin = () => env.authenticatedContext('root', { admin: true }).firestore();
  const customer = () => env.authenticatedContext('alice').firestore();

  it('an admin can NOT write an entry directly (stock that no change made)', async () => {
    await assertFails(setDoc(doc(admin(), 'stockMovements/forged'), ENTRY));
    await assertFails(addDoc(collection(admin(), 'stockMovements'), ENTRY));
  });

  it('an admin can NOT change or delete an entry', async () => {
    await assertFails(updateDoc(doc(admin(), 'stockMovements/entry-1'), { delta: 500 }));
    await assertFails(deleteDoc(doc(admin(), 'stockMovements/entry-1')));
  });

  it('a customer or a visitor can NOT create, change, delete or read an entry', async () => {
    await assertFails(setDoc(doc(customer(), 'stockMovements/forged'), ENTRY));
    await assertFails(updateDoc(doc(customer(), 'stockMovements/entry-1'), { delta: -5 }));
    await assertFails(deleteDoc(doc(customer(), 'stockMovements/entry-1')));
    await assertFails(getDoc(doc(customer(), 'stockMovements/entry-1')));
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'stockMovements/forged'), ENTRY));
  });

  it('nobody reads the ledger directly, an admin included (the API does)', async () => {
    await assertFails(getDoc(doc(admin(), 'stockMovements/entry-1')));
    await assertFails(getDocs(query(collection(admin(), 'stockMovements'), where('toolId', '==', 'saw'))));
  });
});
