import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { COMPANY_ROLES, fromCents, type CompanyMember, type CompanyRole } from '@toolshub/shared';
import type { CompanyMemberRecord } from '../../domain/company-records';
import { firestore } from '../../firebase';
import { fields, isoOrNull } from '../../firestore/fields';
import { readDoc, readQuery } from '../../firestore/read-meter';

/**
 * `companyMembers/{uid}` (see domain/company-records.ts for its fields): the doc id is the
 * account's uid, so an account is in one company at most. Written only by the company
 * transactions (repositories/companies/membership.ts, company-applications, company-invitations).
 */
export const COMPANY_MEMBERS = 'companyMembers';
export const companyMembersCollection = () => firestore().collection(COMPANY_MEMBERS);
export const memberRef = (uid: string) => companyMembersCollection().doc(uid);

const asRole = (value: string): CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(value) ? (value as CompanyRole) : 'buyer';

export function toMemberRecord(data: DocumentData): CompanyMemberRecord {
  const f = fields(data);
  return {
    companyId: f.string('companyId'),
    role: asRole(f.string('role')),
    spendingLimitCents:
      typeof data.spendingLimitCents === 'number' && Number.isFinite(data.spendingLimitCents)
        ? data.spendingLimitCents
        : null,
    name: f.string('name'),
    email: f.string('email'),
    joinedAt: f.timestamp('joinedAt') ?? Timestamp.fromMillis(0),
  };
}

export function toCompanyMember(uid: string, member: CompanyMemberRecord): CompanyMember {
  return {
    uid,
    name: member.name,
    email: member.email,
    role: member.role,
    spendingLimit: member.spendingLimitCents === null ? null : fromCents(member.spendingLimitCents),
    joinedAt: isoOrNull(member.joinedAt),
  };
}

/** The account's membership (null: in no company). */
export async function findMembership(uid: string): Promise<CompanyMemberRecord | null> {
  const data = (await readDoc(memberRef(uid))).data();
  return data ? toMemberRecord(data) : null;
}

/** The same, inside a transaction (its read). */
export async function membershipIn(tx: Transaction, uid: string): Promise<CompanyMemberRecord | null> {
  const data = (await tx.get(memberRef(uid))).data();
  return data ? toMemberRecord(data) : null;
}

/** A company's members, admins first, then by name. */
export async function membersOf(companyId: string): Promise<CompanyMember[]> {
  const snap = await readQuery(companyMembersCollection().where('companyId', '==', companyId));
  return snap.docs
    .map((doc) => toCompanyMember(doc.id, toMemberRecord(doc.data())))
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'admin' ? -1 : 1));
}
