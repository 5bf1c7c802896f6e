import { fromCents } from '@toolshub/shared';
import type { AuditActor, AuditRecord } from './audit-record';
import type { CompanyApplicationRecord, CompanyRecord } from './company-records';

/** What the shop admins' trade-account actions record in the audit log (dollars, the wire's names). */

const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A decided application: approved (with the company made, its terms and limit) or rejected. */
export function applicationDecided(
  actor: AuditActor,
  applicationId: string,
  application: Pick<CompanyApplicationRecord, 'companyName' | 'applicant'>,
  outcome:
    | { decision: 'approve'; companyId: string; company: Pick<CompanyRecord, 'paymentTermsDays' | 'creditLimitCents'> }
    | { decision: 'reject' },
  note: string | null,
): AuditRecord {
  const target = { kind: 'company-application' as const, id: applicationId, label: application.companyName };
  if (outcome.decision === 'approve') {
    return {
      action: 'company.application-approved',
      actor,
      target,
      before: { status: 'pending' },
      after: {
        status: 'approved',
        companyId: outcome.companyId,
        companyName: application.companyName,
        applicant: application.applicant.email,
        paymentTermsDays: outcome.company.paymentTermsDays,
        creditLimit: dollarsOrNull(outcome.company.creditLimitCents),
        ...(note ? { note } : {}),
      },
    };
  }
  return {
    action: 'company.application-rejected',
    actor,
    target,
    before: { status: 'pending' },
    after: { status: 'rejected', applicant: application.applicant.email, ...(note ? { note } : {}) },
  };
}

type EditableFields = Pick<
  CompanyRecord,
  'paymentTermsDays' | 'creditLimitCents' | 'status' | 'holdReason' | 'taxExempt' | 'taxExemptReference'
>;

const editable = (company: EditableFields): Record<string, unknown> => ({
  paymentTermsDays: company.paymentTermsDays,
  creditLimit: dollarsOrNull(company.creditLimitCents),
  status: company.status,
  holdReason: company.holdReason,
  taxExempt: company.taxExempt === true,
  taxExemptReference: company.taxExemptReference ?? null,
});

/** A shop admin's edit of a company: the fields it changed, before and after; null when none changed. */
export function companyUpdated(
  actor: AuditActor,
  id: string,
  name: string,
  before: EditableFields,
  after: EditableFields,
): AuditRecord | null {
  const was = editable(before);
  const now = editable(after);
  const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  if (changed.length === 0) return null;
  return {
    action: 'company.updated',
    actor,
    target: { kind: 'company', id, label: name },
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, now[key]])),
  };
}
