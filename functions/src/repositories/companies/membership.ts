import type { Transaction } from 'firebase-admin/firestore';
import { toCents, type Company, type CompanyLocation, type CompanyMember, type CompanyRole } from '@toolshub/shared';
import { forbidden, notFound } from '../../errors';
import type { CompanyMemberRecord } from '../../domain/company-records';
import {
  changeMember,
  removeMember as removeMemberRule,
  replaceLocations,
  type LocationInput,
} from '../../domain/company-rules';
import { runTransaction } from '../../firestore/transaction';
import { isPlausibleId } from '../../firestore/document-id';
import { readDoc } from '../../firestore/read-meter';
import { findMembership, memberRef, membersOf, toCompanyMember, toMemberRecord } from '../company-members/members';
import { openInvitationsOf } from '../company-invitations/document';
import { companies } from './companies';
import { toCompany, type StoredCompany } from './document';

export const NOT_IN_A_COMPANY = 'Your account is not in a company';
export const ONLY_COMPANY_ADMINS = 'Only a company admin of your company can do this';

/** The caller's company as they see it; null for an account in no company. */
export async function companyOf(uid: string): Promise<Company | null> {
  const membership = await findMembership(uid);
  if (!membership) return null;
  const company = (await readDoc(companies().doc(membership.companyId))).data();
  if (!company) return null;
  if (membership.role !== 'admin') return toCompany(company, membership);
  const [members, invitations] = await Promise.all([membersOf(company.id), openInvitationsOf(company.id)]);
  return toCompany(company, membership, { members, invitations });
}

export interface AdminContext {
  tx: Transaction;
  caller: CompanyMemberRecord;
  company: StoredCompany;
  /** The memberships read with the caller's (`alsoMembers`), null for an account in no company. */
  members: Map<string, CompanyMemberRecord | null>;
}

/**
 * Runs `work` in a transaction that has read the caller's membership and company, and passes only
 * for a company admin of it (404 in no company, 403 for a buyer): a demoted admin's request that
 * raced the demotion is refused, not applied.
 */
export function asCompanyAdmin<T>(
  uid: string,
  work: (ctx: AdminContext) => Promise<T>,
  alsoMembers: string[] = [],
): Promise<T> {
  return runTransaction(async (tx) => {
    // The memberships in one read, in id order: two admins acting on each other at once take their
    // locks in the same order, so one waits for the other instead of both waiting out a deadlock.
    const uids = [...new Set([uid, ...alsoMembers.filter(isPlausibleId)])].sort();
    const snaps = await tx.getAll(...uids.map(memberRef));
    const read = new Map(snaps.map((snap) => [snap.id, snap.data() ? toMemberRecord(snap.data()!) : null]));
    const caller = read.get(uid) ?? null;
    if (!caller) throw notFound(NOT_IN_A_COMPANY);
    const company = (await tx.get(companies().doc(caller.companyId))).data();
    if (!company) throw notFound(NOT_IN_A_COMPANY);
    if (caller.role !== 'admin') throw forbidden(ONLY_COMPANY_ADMINS);
    return work({ tx, caller, company, members: read });
  });
}

/** A member of the caller's company (404 for anyone else: no such member here). */
function memberOfCompany(ctx: AdminContext, uid: string): CompanyMemberRecord {
  const member = ctx.members.get(uid);
  if (!member || member.companyId !== ctx.company.id) throw notFound('No such member of your company');
  return member;
}

export interface MemberEdit {
  role?: CompanyRole;
  spendingLimit?: number | null;
}

/** A company admin changes a member's role or limit; the last company admin cannot be demoted (409). */
export function updateMember(callerUid: string, uid: string, edit: MemberEdit): Promise<CompanyMember> {
  return asCompanyAdmin(
    callerUid,
    async (ctx) => {
      const { tx, company } = ctx;
      const member = memberOfCompany(ctx, uid);
      const spendingLimitCents =
        edit.spendingLimit === undefined ? undefined : edit.spendingLimit === null ? null : toCents(edit.spendingLimit);
      const counts = changeMember(company, member, { role: edit.role, spendingLimitCents });
      const after: CompanyMemberRecord = {
        ...member,
        role: edit.role ?? member.role,
        spendingLimitCents: spendingLimitCents === undefined ? member.spendingLimitCents : spendingLimitCents,
      };
      tx.update(memberRef(uid), { role: after.role, spendingLimitCents: after.spendingLimitCents });
      if (counts.adminCount !== company.adminCount) tx.update(companies().doc(company.id), { ...counts });
      return toCompanyMember(uid, after);
    },
    [uid],
  );
}

/** A company admin removes a member (themselves too, while another admin remains; else 409). */
export function removeMember(callerUid: string, uid: string): Promise<void> {
  return asCompanyAdmin(
    callerUid,
    async (ctx) => {
      const member = memberOfCompany(ctx, uid);
      const counts = removeMemberRule(ctx.company, member);
      ctx.tx.delete(memberRef(uid));
      ctx.tx.update(companies().doc(ctx.company.id), { ...counts });
    },
    [uid],
  );
}

/** A company admin replaces the sites (1 to 20): existing ids kept, new sites given ids. */
export function putLocations(callerUid: string, locations: LocationInput[]): Promise<CompanyLocation[]> {
  return asCompanyAdmin(callerUid, async ({ tx, company }) => {
    const ref = companies().doc(company.id);
    const next = replaceLocations(company.locations, locations, () => `site-${companies().doc().id}`);
    tx.update(ref, { locations: next });
    return next;
  });
}
