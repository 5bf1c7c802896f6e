import { Timestamp, type DocumentData, type FirestoreDataConverter } from 'firebase-admin/firestore';
import {
  COMPANY_STATUSES,
  fromCents,
  PAYMENT_TERMS_DAYS,
  type Company,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyStatus,
  type CompanySummary,
  type PaymentTermsDays,
} from '@toolshub/shared';
import type { CompanyLocationRecord, CompanyMemberRecord, CompanyRecord } from '../../domain/company-records';
import { creditAvailableCents } from '../../domain/company-rules';
import { fields, isoOrNull } from '../../firestore/fields';

/** `companies/{id}` as read, with its id. */
export interface StoredCompany extends CompanyRecord {
  id: string;
}

const asStatus = (value: string): CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(value) ? (value as CompanyStatus) : 'active';
const asTerms = (value: number): PaymentTermsDays =>
  (PAYMENT_TERMS_DAYS as readonly number[]).includes(value) ? (value as PaymentTermsDays) : 30;
const centsOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function readLocations(data: DocumentData): CompanyLocationRecord[] {
  return fields(data)
    .records('locations')
    .map((location) => {
      const f = fields(location);
      return { id: f.string('id'), name: f.string('name'), address: f.string('address'), phone: f.string('phone') };
    });
}

export function toCompanyRecord(id: string, data: DocumentData): StoredCompany {
  const f = fields(data);
  return {
    id,
    name: f.string('name'),
    nameLower: f.string('nameLower'),
    taxId: f.optionalString('taxId') ?? null,
    status: asStatus(f.string('status')),
    holdReason: f.optionalString('holdReason') ?? null,
    taxExempt: f.boolean('taxExempt'),
    taxExemptReference: f.boolean('taxExempt') ? (f.optionalString('taxExemptReference') ?? null) : null,
    paymentTermsDays: asTerms(f.number('paymentTermsDays', 30)),
    creditLimitCents: centsOrNull(data.creditLimitCents),
    creditUsedCents: Math.max(0, f.number('creditUsedCents')),
    locations: readLocations(data),
    memberCount: f.number('memberCount'),
    adminCount: f.number('adminCount'),
    createdAt: f.timestamp('createdAt') ?? Timestamp.fromMillis(0),
    applicationId: f.optionalString('applicationId') ?? null,
  };
}

export const companyConverter: FirestoreDataConverter<StoredCompany> = {
  toFirestore: ({ id: _id, ...company }: StoredCompany) => company,
  fromFirestore: (snap) => toCompanyRecord(snap.id, snap.data()),
};

const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** The company as a member sees it; company admins also get its members and open invitations. */
export function toCompany(
  company: StoredCompany,
  membership: CompanyMemberRecord,
  extra: { members?: CompanyMember[]; invitations?: CompanyInvitation[] } = {},
): Company {
  return {
    id: company.id,
    name: company.name,
    taxId: company.taxId,
    status: company.status,
    holdReason: company.holdReason,
    taxExempt: company.taxExempt === true,
    taxExemptReference: company.taxExemptReference ?? null,
    paymentTermsDays: company.paymentTermsDays,
    creditLimit: dollarsOrNull(company.creditLimitCents),
    creditUsed: fromCents(company.creditUsedCents),
    creditAvailable: dollarsOrNull(creditAvailableCents(company)),
    locations: company.locations.map((location) => ({ ...location })),
    role: membership.role,
    spendingLimit: dollarsOrNull(membership.spendingLimitCents),
    ...(membership.role === 'admin' ? { members: extra.members ?? [], invitations: extra.invitations ?? [] } : {}),
  };
}

/** A row of the shop admin's grid. */
export function toCompanySummary(company: StoredCompany, overdueCents: number): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    taxId: company.taxId,
    memberCount: company.memberCount,
    paymentTermsDays: company.paymentTermsDays,
    creditLimit: dollarsOrNull(company.creditLimitCents),
    creditUsed: fromCents(company.creditUsedCents),
    overdue: fromCents(overdueCents),
    status: company.status,
    holdReason: company.holdReason,
    taxExempt: company.taxExempt === true,
    taxExemptReference: company.taxExemptReference ?? null,
    createdAt: isoOrNull(company.createdAt),
  };
}
