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

// Trade accounts: companies, their members, applications and invitations are the API's alone.
const COMPANY = {
  name: 'Oak & Sons',
  status: 'active',
  creditLimitCents: 100000,
  creditUsedCents: 0,
  memberCount: 1,
  adminCount: 1,
};
const MEMBER = { companyId: 'oak', role: 'buyer', spendingLimitCents: 5000, name: 'Bea', email: 'bea@example.com' };
const APPLICATION = {
  companyName: 'Pine Ltd',
  status: 'pending',
  applicant: { uid: 'bea', name: 'Bea', email: 'bea@example.com' },
};
const INVITATION = { companyId: 'oak', email: 'bea@example.com', role: 'buyer', status: 'open' };

const clients = useRulesEnvironment('demo-toolshub-company-rules', async (db) => {
  await setDoc(doc(db, 'companies/oak'), COMPANY);
  await setDoc(doc(db, 'companyMembers/bea'), MEMBER);
  await setDoc(doc(db, 'companyApplications/app-1'), APPLICATION);
  await setDoc(doc(db, 'companyInvitations/inv-1'), INVITATION);
});

describe('firestore.rules: trade accounts', () => {
  const member = () => clients.signedIn('bea', { email: 'bea@example.com', email_verified: true });
  const callers = { 'a shop admin': clients.shopAdmin, 'the member herself': member, 'a visitor': clients.visitor };

  for (const [who, as] of Object.entries(callers)) {
    it(`${who} can NOT read a company, a membership, an application or an invitation`, async () => {
      await assertFails(getDoc(doc(as(), 'companies/oak')));
      await assertFails(getDoc(doc(as(), 'companyMembers/bea')));
      await assertFails(getDoc(doc(as(), 'companyApplications/app-1')));
      await assertFails(getDoc(doc(as(), 'companyInvitations/inv-1')));
      await assertFails(getDocs(collection(as(), 'companies')));
      await assertFails(getDocs(query(collection(as(), 'companyMembers'), where('companyId', '==', 'oak'))));
    });

    it(`${who} can NOT create, change or delete them`, async () => {
      await assertFails(setDoc(doc(as(), 'companies/forged'), COMPANY));
      await assertFails(updateDoc(doc(as(), 'companies/oak'), { creditLimitCents: 99999999 }));
      await assertFails(deleteDoc(doc(as(), 'companies/oak')));
      await assertFails(updateDoc(doc(as(), 'companyMembers/bea'), { role: 'admin', spendingLimitCents: null }));
      await assertFails(setDoc(doc(as(), 'companyMembers/mallory'), { ...MEMBER, role: 'admin' }));
      await assertFails(deleteDoc(doc(as(), 'companyMembers/bea')));
      await assertFails(addDoc(collection(as(), 'companyApplications'), APPLICATION));
      await assertFails(updateDoc(doc(as(), 'companyApplications/app-1'), { status: 'approved' }));
      await assertFails(updateDoc(doc(as(), 'companyInvitations/inv-1'), { status: 'accepted' }));
      await assertFails(addDoc(collection(as(), 'companyInvitations'), INVITATION));
    });
  }
});
