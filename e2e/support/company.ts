import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { toCents, type CompanyRole, type PaymentTermsDays } from '@toolshub/shared';
import { scriptAdminApp } from '../../emulators/src/admin-sdk';
import { newCustomer, type TestCustomer } from './customers';

export interface CompanySite {
  id: string;
  name: string;
  address: string;
  phone: string;
}

export interface JourneyCompany {
  id: string;
  name: string;
  /** Its company admin (a verified customer of the journey's own). */
  admin: TestCustomer;
  /** Its buyers, with their spending limits in dollars (null: none). */
  buyers: (TestCustomer & { spendingLimit: number | null })[];
  sites: CompanySite[];
}

export interface JourneyCompanyOptions {
  paymentTermsDays?: PaymentTermsDays;
  /** Dollars; null (the default): none. */
  creditLimit?: number | null;
  /** One buyer per entry, with this spending limit in dollars (null: none). */
  buyerLimits?: (number | null)[];
}

let made = 0;

/**
 * A company of the journey's own, stored as the API stores one (`companies/{id}` and a
 * `companyMembers/{uid}` per member, money in cents), written with the Admin SDK: the later steps
 * of the trade account journey start from it instead of from an application (fast, no mail).
 */
export async function newCompany(label: string, options: JourneyCompanyOptions = {}): Promise<JourneyCompany> {
  made += 1;
  const id = `${label}-${Date.now().toString(36)}-${made}`;
  const name = `Journey Joinery ${id}`;
  const [admin, ...buyerAccounts] = await Promise.all([
    newCustomer(`${label}admin`),
    ...(options.buyerLimits ?? []).map((_, i) => newCustomer(`${label}buyer${i}`)),
  ]);
  const sites: CompanySite[] = [
    { id: `${id}-yard`, name: 'Main yard', address: '1 Sawmill Lane, Timbertown', phone: '01711111111' },
    { id: `${id}-shop`, name: 'Bench shop', address: '2 Dovetail Row, Timbertown', phone: '01722222222' },
  ];
  const buyers = buyerAccounts.map((account, i) => ({ ...account, spendingLimit: options.buyerLimits?.[i] ?? null }));
  const db = getFirestore(scriptAdminApp());
  const batch = db.batch();
  batch.set(db.doc(`companies/${id}`), {
    name,
    nameLower: name.toLowerCase(),
    taxId: null,
    status: 'active',
    holdReason: null,
    paymentTermsDays: options.paymentTermsDays ?? 30,
    creditLimitCents:
      options.creditLimit === undefined || options.creditLimit === null ? null : toCents(options.creditLimit),
    creditUsedCents: 0,
    locations: sites,
    memberCount: 1 + buyers.length,
    adminCount: 1,
    createdAt: FieldValue.serverTimestamp(),
    applicationId: null,
  });
  const member = (account: TestCustomer, role: CompanyRole, spendingLimit: number | null) =>
    batch.set(db.doc(`companyMembers/${account.uid}`), {
      companyId: id,
      role,
      spendingLimitCents: spendingLimit === null ? null : toCents(spendingLimit),
      name: account.name,
      email: account.email.toLowerCase(),
      joinedAt: FieldValue.serverTimestamp(),
    });
  if (!admin) throw new Error('no company admin was made');
  member(admin, 'admin', null);
  for (const buyer of buyers) member(buyer, 'buyer', buyer.spendingLimit);
  await batch.commit();
  return { id, name, admin, buyers, sites };
}
