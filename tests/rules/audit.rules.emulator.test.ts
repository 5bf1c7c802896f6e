import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './rules-environment';

// The audit log: written only by the API (Admin SDK) in the transaction of each admin action.
const ENTRY = {
  action: 'tool.updated',
  actor: { uid: 'root', email: 'root@example.com' },
  target: { kind: 'tool', id: 'saw', label: 'Saw' },
  before: { price: 20 },
  after: { price: 18 },
};

const clients = useRulesEnvironment('demo-toolshub-audit-rules', async (db) => {
  await setDoc(doc(db, 'audit/entry-1'), ENTRY);
});

describe('firestore.rules: audit', () => {
  const admin = clients.shopAdmin;
  const customer = () => clients.signedIn('alice');

  it('an admin can NOT create an entry directly, with an id or without', async () => {
    await assertFails(setDoc(doc(admin(), 'audit/forged'), ENTRY));
    await assertFails(addDoc(collection(admin(), 'audit'), ENTRY));
  });

  it('an admin can NOT change an entry (to hide what they did)', async () => {
    await assertFails(updateDoc(doc(admin(), 'audit/entry-1'), { after: { price: 20 } }));
    await assertFails(setDoc(doc(admin(), 'audit/entry-1'), { ...ENTRY, actor: { uid: 'someone-else' } }));
  });

  it('an admin can NOT delete an entry', async () => {
    await assertFails(deleteDoc(doc(admin(), 'audit/entry-1')));
  });

  it('a customer can NOT create, change or delete an entry', async () => {
    await assertFails(setDoc(doc(customer(), 'audit/forged'), ENTRY));
    await assertFails(updateDoc(doc(customer(), 'audit/entry-1'), { before: null }));
    await assertFails(deleteDoc(doc(customer(), 'audit/entry-1')));
  });

  it('a visitor can NOT create an entry', async () => {
    await assertFails(setDoc(doc(clients.visitor(), 'audit/forged'), ENTRY));
  });

  it('nobody reads the log directly, an admin included (GET /api/audit does)', async () => {
    await assertFails(getDoc(doc(admin(), 'audit/entry-1')));
    await assertFails(getDocs(collection(admin(), 'audit')));
  });
});
