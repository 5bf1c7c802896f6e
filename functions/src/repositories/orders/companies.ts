import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { runTransaction } from '../../firestore/transaction';
import type { CompanyAccount, CompanyMembership, CompanySite } from '../../domain/order-store';
import { companiesCollection } from '../companies/companies';
import { companyMembersCollection } from '../company-members/members';
import { isPlausibleId } from '../../firestore/document-id';
import { fields } from '../../firestore/fields';
import { readDoc, readQuery } from '../../firestore/read-meter';

/**
 * What the order path reads of `companies/{id}` and `companyMembers/{uid}` (the companies'
 * own module keeps the rest): a member's company, role and spending limit, and the company's
 * standing, terms, credit and sites.
 */
export { companiesCollection, companyMembersCollection };

const nullableCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

export function membershipOf(snap: DocumentSnapshot): CompanyMembership | null {
  const data = snap.data();
  if (!data) return null;
  const f = fields(data);
  const companyId = f.string('companyId');
  if (!companyId) return null;
  return {
    uid: snap.id,
    companyId,
    role: f.string('role') === 'admin' ? 'admin' : 'buyer',
    spendingLimitCents: nullableCents(data.spendingLimitCents),
  };
}

export function companyOf(snap: DocumentSnapshot): CompanyAccount | null {
  const data = snap.data();
  if (!data) return null;
  const f = fields(data);
  return {
    id: snap.id,
    name: f.string('name'),
    status: f.string('status') === 'on-hold' ? 'on-hold' : 'active',
    paymentTermsDays: f.number('paymentTermsDays', 30),
    creditLimitCents: nullableCents(data.creditLimitCents),
    creditUsedCents: f.number('creditUsedCents', 0),
    locations: f.records('locations').map((location): CompanySite => {
      const l = fields(location);
      return { id: l.string('id'), name: l.string('name'), address: l.string('address'), phone: l.string('phone') };
    }),
    taxExempt: f.boolean('taxExempt'),
    taxExemptReference: f.optionalString('taxExemptReference') ?? null,
    priceListIds: Array.isArray(data.priceListIds) ? f.strings('priceListIds') : null,
  };
}

/** The account's membership, or null when it is in no company. */
export async function findMembership(uid: string): Promise<CompanyMembership | null> {
  if (!isPlausibleId(uid)) return null;
  return membershipOf(await readDoc(companyMembersCollection().doc(uid)));
}

/** The addresses of a company's admins, lower-cased, each once. */
export async function companyAdminEmails(companyId: string): Promise<string[]> {
  const snap = await readQuery(
    companyMembersCollection().where('companyId', '==', companyId).where('role', '==', 'admin').select('email'),
  );
  const emails = snap.docs.map((d) => d.get('email')).filter((e): e is string => typeof e === 'string' && e !== '');
  return [...new Set(emails.map((e) => e.toLowerCase()))].sort();
}

/**
 * Puts the company on hold (`status: 'on-hold'`, `holdReason`) unless it is already on hold or
 * gone; true when this call changed it.
 */
export async function holdCompany(companyId: string, holdReason: string): Promise<boolean> {
  const ref = companiesCollection().doc(companyId);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const company = companyOf(snap);
    if (!company || company.status === 'on-hold') return false;
    tx.update(ref, { status: 'on-hold', holdReason, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
