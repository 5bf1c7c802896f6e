import { conflict, badRequest } from '../errors';
import type { CompanyRole } from '@toolshub/shared';
import type { CompanyLocationRecord, CompanyMemberRecord, CompanyRecord } from './company-records';

/**
 * The rules of trade accounts, pure: the repositories read the documents inside their transaction,
 * ask these, and write what they answer. An account is in one company at most (its membership's id
 * is its uid); a company always keeps at least one company admin; memberCount and adminCount move
 * with every membership change in the same transaction.
 */

export const LAST_ADMIN_MESSAGE = 'A company needs at least one company admin: make another member an admin first';

/** Who may apply: an account in no company, without a pending application (checked in the write's transaction). */
export function checkCanApply(membership: CompanyMemberRecord | null, hasPendingApplication: boolean): void {
  if (membership) throw conflict('Your account belongs to a company already');
  if (hasPendingApplication) throw conflict('You have already applied; we will e-mail you our decision');
}

/** Who may accept an invitation: the invited address, in no company. */
export function checkCanJoin(membership: CompanyMemberRecord | null): void {
  if (membership) throw conflict('Your account belongs to a company already; leave it first');
}

export interface CountChange {
  memberCount: number;
  adminCount: number;
}

export interface MemberChange {
  role?: CompanyRole;
  spendingLimitCents?: number | null;
}

/**
 * A member's role or limit changed: the counts after it, or 409 when it would demote the last
 * company admin.
 */
export function changeMember(company: CompanyRecord, member: CompanyMemberRecord, change: MemberChange): CountChange {
  const demoted = member.role === 'admin' && change.role === 'buyer';
  const promoted = member.role === 'buyer' && change.role === 'admin';
  if (demoted && company.adminCount <= 1) throw conflict(LAST_ADMIN_MESSAGE);
  return {
    memberCount: company.memberCount,
    adminCount: company.adminCount + (promoted ? 1 : 0) - (demoted ? 1 : 0),
  };
}

/** A member removed (or leaving): the counts after it, or 409 for the last company admin. */
export function removeMember(company: CompanyRecord, member: CompanyMemberRecord): CountChange {
  if (member.role === 'admin' && company.adminCount <= 1) throw conflict(LAST_ADMIN_MESSAGE);
  return {
    memberCount: Math.max(0, company.memberCount - 1),
    adminCount: company.adminCount - (member.role === 'admin' ? 1 : 0),
  };
}

/** A member added (an accepted invitation, an approved application): the counts after it. */
export function addMember(company: Pick<CompanyRecord, 'memberCount' | 'adminCount'>, role: CompanyRole): CountChange {
  return { memberCount: company.memberCount + 1, adminCount: company.adminCount + (role === 'admin' ? 1 : 0) };
}

export interface LocationInput {
  id?: string;
  name: string;
  address: string;
  phone: string;
}

/**
 * The sites as a PUT leaves them: a site sent with an id keeps it (it must be one of the company's),
 * one sent without gets `newId()`. Sites not sent are removed.
 */
export function replaceLocations(
  existing: readonly CompanyLocationRecord[],
  incoming: readonly LocationInput[],
  newId: () => string,
): CompanyLocationRecord[] {
  const known = new Set(existing.map((location) => location.id));
  return incoming.map((location, i) => {
    if (location.id !== undefined && !known.has(location.id)) {
      const message = `No site with id ${location.id}: leave id out for a new site`;
      throw badRequest(message, { [`locations[${i}].id`]: message });
    }
    return { id: location.id ?? newId(), name: location.name, address: location.address, phone: location.phone };
  });
}

/** creditLimit - creditUsed, never below 0; null without a limit. */
export function creditAvailableCents(
  company: Pick<CompanyRecord, 'creditLimitCents' | 'creditUsedCents'>,
): number | null {
  return company.creditLimitCents === null ? null : Math.max(0, company.creditLimitCents - company.creditUsedCents);
}
