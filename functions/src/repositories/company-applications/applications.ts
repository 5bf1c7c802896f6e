import { FieldPath, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import {
  COMPANY_APPLICATION_STATUSES,
  DEFAULT_PAYMENT_TERMS_DAYS,
  toCents,
  type CompanyApplication,
  type CompanyApplicationStatus,
  type PaymentTermsDays,
} from '@toolshub/shared';
import { conflict, notFound } from '../../errors';
import type { AuditActor } from '../../domain/audit-record';
import { applicationDecided } from '../../domain/company-audit';
import { applicationDecidedMail } from '../../domain/company-mail';
import type { CompanyApplicationRecord, CompanyMemberRecord, CompanyRecord } from '../../domain/company-records';
import { checkCanApply } from '../../domain/company-rules';
import { firestore } from '../../firebase';
import { runTransaction } from '../../firestore/transaction';
import { encodeCursor, micros, timestampOf, type Cursor } from '../../firestore/cursor';
import { isPlausibleId } from '../../firestore/document-id';
import { fields, isoOrNull } from '../../firestore/fields';
import { countQuery, readQuery } from '../../firestore/read-meter';
import { recordAudit } from '../audit/audit';
import { companiesCollection } from '../companies/companies';
import { memberRef, membershipIn } from '../company-members/members';
import { mailCollection, newMailDocument } from '../mail/mail';

/** `companyApplications/{id}` (see domain/company-records.ts for its fields). */
export const COMPANY_APPLICATIONS = 'companyApplications';
export const companyApplicationsCollection = () => firestore().collection(COMPANY_APPLICATIONS);

const asStatus = (value: string): CompanyApplicationStatus =>
  (COMPANY_APPLICATION_STATUSES as readonly string[]).includes(value) ? (value as CompanyApplicationStatus) : 'pending';

function toApplicationRecord(data: DocumentData): CompanyApplicationRecord {
  const f = fields(data);
  const applicant = fields(f.record('applicant'));
  const decidedBy = f.record('decidedBy');
  return {
    companyName: f.string('companyName'),
    taxId: f.optionalString('taxId') ?? null,
    address: f.string('address'),
    phone: f.string('phone'),
    status: asStatus(f.string('status')),
    applicant: { uid: applicant.string('uid'), name: applicant.string('name'), email: applicant.string('email') },
    createdAt: f.timestamp('createdAt') ?? Timestamp.fromMillis(0),
    decidedAt: f.timestamp('decidedAt'),
    decidedBy:
      typeof decidedBy.uid === 'string'
        ? { uid: decidedBy.uid, email: typeof decidedBy.email === 'string' ? decidedBy.email : null }
        : null,
    note: f.optionalString('note') ?? null,
    companyId: f.optionalString('companyId') ?? null,
  };
}

export function toApplication(id: string, record: CompanyApplicationRecord): CompanyApplication {
  return {
    id,
    companyName: record.companyName,
    taxId: record.taxId,
    address: record.address,
    phone: record.phone,
    status: record.status,
    applicant: { ...record.applicant },
    createdAt: isoOrNull(record.createdAt),
    decidedAt: isoOrNull(record.decidedAt),
    note: record.note,
    companyId: record.companyId,
  };
}

export interface ApplicationInput {
  companyName: string;
  taxId?: string;
  address: string;
  phone: string;
}

/**
 * Stores an application of `applicant` (verified by the route), in one transaction that checks the
 * account is in no company and has no pending application, so two at once cannot both pass.
 */
export async function applyForCompany(
  applicant: { uid: string; name: string; email: string },
  input: ApplicationInput,
): Promise<string> {
  const ref = companyApplicationsCollection().doc();
  const pendingOfApplicant = companyApplicationsCollection()
    .where('applicant.uid', '==', applicant.uid)
    .where('status', '==', 'pending')
    .limit(1);
  return runTransaction(async (tx) => {
    const [membership, pending] = await Promise.all([membershipIn(tx, applicant.uid), tx.get(pendingOfApplicant)]);
    checkCanApply(membership, !pending.empty);
    const record: CompanyApplicationRecord = {
      companyName: input.companyName,
      taxId: input.taxId || null,
      address: input.address,
      phone: input.phone,
      status: 'pending',
      applicant,
      createdAt: Timestamp.now(),
      decidedAt: null,
      decidedBy: null,
      note: null,
      companyId: null,
    };
    tx.create(ref, record);
    return ref.id;
  });
}

export interface ApplicationDecisionInput {
  decision: 'approve' | 'reject';
  paymentTermsDays?: PaymentTermsDays;
  creditLimit?: number | null;
  note?: string;
}

/**
 * Decides a pending application (409 once decided). Approving makes the company (its first site
 * the application's address and phone) with the applicant as its first company admin; either way
 * the applicant is mailed and the decision audited, all in one transaction.
 */
export async function decideApplication(
  id: string,
  input: ApplicationDecisionInput,
  actor: AuditActor,
): Promise<CompanyApplication> {
  if (!isPlausibleId(id)) throw notFound('No such application');
  const ref = companyApplicationsCollection().doc(id);
  const companyRef = companiesCollection().doc();
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) throw notFound('No such application');
    const application = toApplicationRecord(data);
    if (application.status !== 'pending') throw conflict(`This application was ${application.status} already`);
    const note = input.note || null;
    const now = Timestamp.now();
    const decided: CompanyApplicationRecord = {
      ...application,
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: now,
      decidedBy: { uid: actor.uid, email: actor.email ?? null },
      note,
    };
    let company: CompanyRecord | null = null;
    if (input.decision === 'approve') {
      const membership = await membershipIn(tx, application.applicant.uid);
      if (membership) throw conflict('The applicant has joined a company meanwhile: reject this application');
      company = {
        name: application.companyName,
        nameLower: application.companyName.toLowerCase(),
        taxId: application.taxId,
        status: 'active',
        holdReason: null,
        paymentTermsDays: input.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
        creditLimitCents:
          input.creditLimit === undefined || input.creditLimit === null ? null : toCents(input.creditLimit),
        creditUsedCents: 0,
        locations: [
          {
            id: `site-${companyRef.id.slice(0, 8)}`,
            name: 'Main site',
            address: application.address,
            phone: application.phone,
          },
        ],
        memberCount: 1,
        adminCount: 1,
        createdAt: now,
        applicationId: id,
        priceListIds: [],
      };
      const member: CompanyMemberRecord = {
        companyId: companyRef.id,
        role: 'admin',
        spendingLimitCents: null,
        name: application.applicant.name,
        email: application.applicant.email,
        joinedAt: now,
      };
      decided.companyId = companyRef.id;
      tx.create(companyRef, company);
      tx.create(memberRef(application.applicant.uid), member);
    }
    tx.set(ref, decided);
    tx.create(
      mailCollection().doc(),
      newMailDocument(applicationDecidedMail(application, input.decision, note, company)),
    );
    recordAudit(
      tx,
      applicationDecided(
        actor,
        id,
        application,
        company ? { decision: 'approve', companyId: companyRef.id, company } : { decision: 'reject' },
        note,
      ),
    );
    return toApplication(id, decided);
  });
}

/** Newest first, by status or all; the page and the count of the filter. */
export async function listApplications(
  status: CompanyApplicationStatus | undefined,
  page: { limit: number; after: Cursor | null },
): Promise<{ items: CompanyApplication[]; nextCursor: string | null; totalCount: number }> {
  let filtered: Query = companyApplicationsCollection();
  if (status) filtered = filtered.where('status', '==', status);
  let query = filtered.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.after) query = query.startAfter(timestampOf(page.after.micros), page.after.id);
  const [snap, totalCount] = await Promise.all([readQuery(query.limit(page.limit + 1)), countQuery(filtered)]);
  const docs = snap.docs.slice(0, page.limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > page.limit && last
      ? encodeCursor({ micros: micros(toApplicationRecord(last.data()).createdAt), id: last.id })
      : null;
  return { items: docs.map((doc) => toApplication(doc.id, toApplicationRecord(doc.data()))), nextCursor, totalCount };
}
