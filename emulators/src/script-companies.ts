/**
 * A trade account for scripts that order as a company's member (the bench): a company with one
 * site and a credit limit far above what a run orders, and one buyer without a spending limit, so
 * every order takes the member's path (membership, hold and credit checks, the company's balance
 * written) and none waits for approval. Written with the Admin SDK, as the test fixture does.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from './admin-sdk';
import { createCustomers, type ScriptCustomer } from './script-accounts';

export interface ScriptCompanyMember extends ScriptCustomer {
  companyId: string;
  locationId: string;
}

export async function createCompanyMember(prefix: string): Promise<ScriptCompanyMember> {
  const db = getFirestore(scriptAdminApp());
  const [member] = await createCustomers(prefix, 1);
  if (!member) throw new Error('no account made');
  const companyId = `${prefix}-company`;
  const locationId = `${prefix}-site`;
  const name = `${prefix} Joinery`;
  await db.doc(`companies/${companyId}`).set({
    name,
    nameLower: name.toLowerCase(),
    taxId: null,
    status: 'active',
    holdReason: null,
    paymentTermsDays: 30,
    creditLimitCents: 100_000_000_000,
    creditUsedCents: 0,
    locations: [{ id: locationId, name: 'Bench yard', address: '1 Bench Street', phone: '01712345678' }],
    memberCount: 1,
    adminCount: 1,
    createdAt: FieldValue.serverTimestamp(),
    applicationId: null,
    // As a company approved today: no price list names it yet.
    priceListIds: [],
  });
  await db.doc(`companyMembers/${member.uid}`).set({
    companyId,
    role: 'admin',
    spendingLimitCents: null,
    name: `${prefix} buyer`,
    email: member.email,
    joinedAt: FieldValue.serverTimestamp(),
  });
  return { ...member, companyId, locationId };
}
