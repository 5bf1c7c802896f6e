import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  COMPANY_INVITATION_STATUSES,
  COMPANY_ROLES,
  fromCents,
  type CompanyInvitation,
  type CompanyInvitationStatus,
  type CompanyRole,
} from '@toolshub/shared';
import { config } from '../../config';
import type { CompanyInvitationRecord } from '../../domain/company-records';
import { firestore } from '../../firebase';
import { fields, isoOrNull } from '../../firestore/fields';
import { readQuery } from '../../firestore/read-meter';

/** `companyInvitations/{id}` (see domain/company-records.ts for its fields). */
export const COMPANY_INVITATIONS = 'companyInvitations';
export const companyInvitationsCollection = () => firestore().collection(COMPANY_INVITATIONS);

const asStatus = (value: string): CompanyInvitationStatus =>
  (COMPANY_INVITATION_STATUSES as readonly string[]).includes(value) ? (value as CompanyInvitationStatus) : 'revoked';
const asRole = (value: string): CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(value) ? (value as CompanyRole) : 'buyer';

export function toInvitationRecord(data: DocumentData): CompanyInvitationRecord {
  const f = fields(data);
  const invitedBy = fields(f.record('invitedBy'));
  return {
    companyId: f.string('companyId'),
    companyName: f.string('companyName'),
    email: f.string('email'),
    role: asRole(f.string('role')),
    spendingLimitCents:
      typeof data.spendingLimitCents === 'number' && Number.isFinite(data.spendingLimitCents)
        ? data.spendingLimitCents
        : null,
    status: asStatus(f.string('status')),
    invitedBy: { uid: invitedBy.string('uid'), email: invitedBy.optionalString('email') ?? null },
    createdAt: f.timestamp('createdAt') ?? Timestamp.fromMillis(0),
    acceptedAt: f.timestamp('acceptedAt'),
    acceptedBy: f.optionalString('acceptedBy') ?? null,
  };
}

export function toInvitation(id: string, record: CompanyInvitationRecord): CompanyInvitation {
  return {
    id,
    email: record.email,
    role: record.role,
    spendingLimit: record.spendingLimitCents === null ? null : fromCents(record.spendingLimitCents),
    createdAt: isoOrNull(record.createdAt),
    status: record.status,
  };
}

const lifetimeMs = () => config.companyInvitationDays * 24 * 60 * 60 * 1000;
export const hasExpired = (record: CompanyInvitationRecord, nowMs = Date.now()) =>
  record.createdAt.toMillis() + lifetimeMs() < nowMs;

/** The company's open invitations, oldest first (expired ones left out). */
export async function openInvitationsOf(companyId: string): Promise<CompanyInvitation[]> {
  const snap = await readQuery(
    companyInvitationsCollection().where('companyId', '==', companyId).where('status', '==', 'open'),
  );
  return snap.docs
    .map((doc) => ({ id: doc.id, record: toInvitationRecord(doc.data()) }))
    .filter(({ record }) => !hasExpired(record))
    .sort((a, b) => a.record.createdAt.toMillis() - b.record.createdAt.toMillis())
    .map(({ id, record }) => toInvitation(id, record));
}
