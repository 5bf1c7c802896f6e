import { assertFails } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './rules-environment';

// The stock ledger: written only by the API (Admin SDK) in the transaction of each stock change.
const ENTRY = {
  toolId: 'saw',
  delta: 50,
  reason: 'received',
  orderId: null,
  actor: { uid: 'root', email: 'root@example.com' },
  note: null,
  availableAfter: 150,
};

const clients = useRulesEnvironment('demo-toolshub-ledger-rules', async (db) => {
  await setDoc(doc(db, 'stockMovements/entry-1'), ENTRY);
});

describe('firestore.rules: stockMovements', () => {
  const admin = clients.shopAdmin;
  const customer = () => clients.signedIn('alice');

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
    await assertFails(setDoc(doc(clients.visitor(), 'stockMovements/forged'), ENTRY));
  });

  it('nobody reads the ledger directly, an admin included (the API does)', async () => {
    await assertFails(getDoc(doc(admin(), 'stockMovements/entry-1')));
    await assertFails(getDocs(query(collection(admin(), 'stockMovements'), where('toolId', '==', 'saw'))));
  });
});
