import { Timestamp } from 'firebase-admin/firestore';
import { toCents, type CompanyRole, type CompanyStatus, type PaymentTermsDays } from '@toolshub/shared';
import type { CompanyLocationRecord, CompanyMemberRecord, CompanyRecord } from '../../src/domain/company-records';
import { COMPANIES } from '../../src/repositories/companies/companies';
import { COMPANY_MEMBERS } from '../../src/repositories/company-members/members';
import { db, unique } from './emulators';
import { createUser, type TestUser } from './users';

export interface CompanyFixtureOptions {
  name?: string;
  /** Company admins to make (verified accounts); 1 unless told. */
  admins?: number;
  /** Buyers to make (verified accounts); none unless told. */
  buyers?: number;
  paymentTermsDays?: PaymentTermsDays;
  /** Dollars; null (the default): no credit limit. */
  creditLimit?: number | null;
  /** Dollars already used (the open balance), 0 unless told. */
  creditUsed?: number;
  /** The buyers' spending limits in dollars, by index (null or absent: none). */
  spendingLimits?: (number | null)[];
  status?: CompanyStatus;
  holdReason?: string | null;
  /** The ship-to sites; one ('Main yard') unless told; ids are given where absent. */
  locations?: Partial<CompanyLocationRecord>[];
  taxId?: string | null;
}

export interface CompanyFixtureMember extends TestUser {
  role: CompanyRole;
  spendingLimit: number | null;
}

export interface CompanyFixture {
  id: string;
  name: string;
  admins: CompanyFixtureMember[];
  buyers: CompanyFixtureMember[];
  /** admins[0]. */
  admin: CompanyFixtureMember;
  locations: CompanyLocationRecord[];
}

/**
 * A company, stored as the API stores one, with verified member accounts (signed in): a fixture
 * written with the Admin SDK (fast, no mail, no application). Each call makes its own accounts.
 */
export async function makeCompany(opts: CompanyFixtureOptions = {}): Promise<CompanyFixture> {
  const id = unique('company');
  const name = opts.name ?? `Test Joinery ${id}`;
  const adminCount = opts.admins ?? 1;
  const buyerCount = opts.buyers ?? 0;
  if (adminCount < 1) throw new Error('makeCompany: a company has at least one admin');
  const [admins, buyers] = await Promise.all([
    Promise.all(Array.from({ length: adminCount }, (_, i) => createUser({ name: `Company Admin ${i + 1}` }))),
    Promise.all(Array.from({ length: buyerCount }, (_, i) => createUser({ name: `Company Buyer ${i + 1}` }))),
  ]);
  const locations: CompanyLocationRecord[] = (opts.locations ?? [{}]).map((location, i) => ({
    id: location.id ?? unique('site'),
    name: location.name ?? (i === 0 ? 'Main yard' : `Site ${i + 1}`),
    address: location.address ?? `${i + 1} Workshop Lane, Timbertown`,
    phone: location.phone ?? '01234567890',
  }));
  const now = Timestamp.now();
  const company: CompanyRecord = {
    name,
    nameLower: name.toLowerCase(),
    taxId: opts.taxId ?? null,
    status: opts.status ?? 'active',
    holdReason: opts.holdReason ?? (opts.status === 'on-hold' ? 'Put on hold by a test' : null),
    paymentTermsDays: opts.paymentTermsDays ?? 30,
    creditLimitCents: opts.creditLimit === undefined || opts.creditLimit === null ? null : toCents(opts.creditLimit),
    creditUsedCents: toCents(opts.creditUsed ?? 0),
    locations,
    memberCount: adminCount + buyerCount,
    adminCount,
    createdAt: now,
    applicationId: null,
  };
  const member = (user: TestUser, role: CompanyRole, spendingLimit: number | null): CompanyFixtureMember => ({
    ...user,
    role,
    spendingLimit,
  });
  const members = [
    ...admins.map((user) => member(user, 'admin', null)),
    ...buyers.map((user, i) => member(user, 'buyer', opts.spendingLimits?.[i] ?? null)),
  ];
  const batch = db.batch();
  batch.set(db.doc(`${COMPANIES}/${id}`), company);
  for (const m of members) {
    const record: CompanyMemberRecord = {
      companyId: id,
      role: m.role,
      spendingLimitCents: m.spendingLimit === null ? null : toCents(m.spendingLimit),
      name: m.displayName,
      email: m.email.toLowerCase(),
      joinedAt: now,
    };
    batch.set(db.doc(`${COMPANY_MEMBERS}/${m.uid}`), record);
  }
  await batch.commit();
  const memberAdmins = members.filter((m) => m.role === 'admin');
  return {
    id,
    name,
    admins: memberAdmins,
    buyers: members.filter((m) => m.role === 'buyer'),
    admin: memberAdmins[0]!,
    locations,
  };
}

/** `companies/{id}` as stored (null when there is none). */
export async function readCompany(id: string): Promise<CompanyRecord | null> {
  const snap = await db.doc(`${COMPANIES}/${id}`).get();
  return snap.exists ? (snap.data() as CompanyRecord) : null;
}

/** `companyMembers/{uid}` as stored (null: the account is in no company). */
export async function readMembership(uid: string): Promise<CompanyMemberRecord | null> {
  const snap = await db.doc(`${COMPANY_MEMBERS}/${uid}`).get();
  return snap.exists ? (snap.data() as CompanyMemberRecord) : null;
}
