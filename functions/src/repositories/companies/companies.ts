import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import {
  toCents,
  type CompanyListSort,
  type CompanyStatus,
  type CompanySummary,
  type PaymentTermsDays,
} from '@toolshub/shared';
import { notFound } from '../../errors';
import type { AuditActor } from '../../domain/audit-record';
import { companyUpdated } from '../../domain/company-audit';
import { firestore } from '../../firebase';
import { runTransaction } from '../../firestore/transaction';
import { encodeSortCursor, micros, timestampOf, type SortCursor, type SortKeySpec } from '../../firestore/cursor';
import { isPlausibleId } from '../../firestore/document-id';
import { countQuery, readDoc, readQuery } from '../../firestore/read-meter';
import { recordAudit } from '../audit/audit';
import { ordersCollection } from '../orders/orders';
import { buildOrderListQuery, orderListSpec } from '../orders/queries';
import { companyConverter, toCompanySummary, type StoredCompany } from './document';

/** `companies/{companyId}` (see domain/company-records.ts for its fields). */
export const COMPANIES = 'companies';
export const companiesCollection = () => firestore().collection(COMPANIES);
export const companies = () => companiesCollection().withConverter(companyConverter);

/** The company with that id, or null. */
export async function findCompany(id: string): Promise<StoredCompany | null> {
  if (!isPlausibleId(id)) return null;
  return (await readDoc(companies().doc(id))).data() ?? null;
}

/** Whom a company member's order is billed to (its PDF): the company's name and terms; null for any other order. */
export async function billedCompanyOf(order: {
  companyId?: string | null;
}): Promise<{ name: string; paymentTermsDays: number } | null> {
  const company = order.companyId ? await findCompany(order.companyId) : null;
  return company ? { name: company.name, paymentTermsDays: company.paymentTermsDays } : null;
}

/**
 * Dollars (as cents) of the company's invoices unpaid past their due date, summed from the
 * company's order list filtered to overdue: the query, and so the index, of GET
 * /api/company/orders?payment=overdue (a sum() cannot run on a query ordered by document id, and a
 * company has few overdue invoices).
 */
export async function overdueCentsOf(companyId: string, now = Timestamp.now()): Promise<number> {
  const criteria = { status: null, payment: 'overdue', email: null, createdFrom: null, createdBefore: null } as const;
  const spec = orderListSpec({ ...criteria, now: now.toDate() }, 'newest', companyId);
  const snap = await readQuery(buildOrderListQuery(ordersCollection(), spec).select('totalBillCents'));
  return snap.docs.reduce((sum, doc) => sum + (Number(doc.get('totalBillCents')) || 0), 0);
}

/** The grid's sorts: by name (A to Z) or newest first, ties broken by id; the cursor's tag and keys. */
export const COMPANY_SORT_ORDERS: Record<
  CompanyListSort,
  { tag: string; field: 'nameLower' | 'createdAt'; direction: 'asc' | 'desc'; key: SortKeySpec }
> = {
  name: { tag: 'companies-name', field: 'nameLower', direction: 'asc', key: { kind: 'text' } },
  newest: { tag: 'companies-newest', field: 'createdAt', direction: 'desc', key: { kind: 'timestamp' } },
};

/** The shop admin's grid: one page (with each row's overdue sum) and the filter's count. */
export async function listCompanies(
  filters: { status?: CompanyStatus; sort: CompanyListSort },
  page: { limit: number; after: SortCursor | null },
): Promise<{ items: CompanySummary[]; nextCursor: string | null; totalCount: number }> {
  const order = COMPANY_SORT_ORDERS[filters.sort];
  let filtered: Query<StoredCompany> = companies();
  if (filters.status) filtered = filtered.where('status', '==', filters.status);
  let query = filtered.orderBy(order.field, order.direction).orderBy(FieldPath.documentId(), order.direction);
  if (page.after) {
    const [value] = page.after.values;
    const key = order.field === 'createdAt' ? timestampOf(typeof value === 'number' ? value : 0) : value;
    query = query.startAfter(key, page.after.id);
  }
  const [snap, totalCount] = await Promise.all([readQuery(query.limit(page.limit + 1)), countQuery(filtered)]);
  const rows = snap.docs.slice(0, page.limit).map((doc) => doc.data());
  const overdue = await Promise.all(rows.map((company) => overdueCentsOf(company.id)));
  const last = rows[rows.length - 1];
  const nextCursor =
    snap.docs.length > page.limit && last
      ? encodeSortCursor({
          tag: order.tag,
          values: [order.field === 'createdAt' ? micros(last.createdAt) : last.nameLower],
          id: last.id,
        })
      : null;
  return { items: rows.map((company, i) => toCompanySummary(company, overdue[i] ?? 0)), nextCursor, totalCount };
}

export interface CompanyEdit {
  paymentTermsDays?: PaymentTermsDays;
  creditLimit?: number | null;
  status?: CompanyStatus;
  holdReason?: string;
  /** With true, the reference (the schema requires it); false drops the reference. */
  taxExempt?: boolean;
  taxExemptReference?: string | null;
}

/** A shop admin's edit of terms, credit limit or status (hold / release), audited in its transaction. */
export async function updateCompany(id: string, edit: CompanyEdit, actor: AuditActor): Promise<CompanySummary> {
  if (!isPlausibleId(id)) throw notFound('No such company');
  const ref = companies().doc(id);
  const company = await runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw notFound('No such company');
    const status = edit.status ?? before.status;
    const after: StoredCompany = {
      ...before,
      paymentTermsDays: edit.paymentTermsDays ?? before.paymentTermsDays,
      creditLimitCents:
        edit.creditLimit === undefined
          ? before.creditLimitCents
          : edit.creditLimit === null
            ? null
            : toCents(edit.creditLimit),
      status,
      holdReason:
        status === 'active'
          ? null
          : (edit.holdReason ?? (before.status === 'on-hold' ? before.holdReason : null) ?? 'Put on hold by the shop'),
      taxExempt: edit.taxExempt ?? before.taxExempt === true,
      taxExemptReference:
        edit.taxExempt === undefined
          ? (before.taxExemptReference ?? null)
          : edit.taxExempt
            ? (edit.taxExemptReference ?? null)
            : null,
    };
    const record = companyUpdated(actor, id, before.name, before, after);
    if (record) {
      tx.update(ref, {
        paymentTermsDays: after.paymentTermsDays,
        creditLimitCents: after.creditLimitCents,
        status: after.status,
        holdReason: after.holdReason,
        taxExempt: after.taxExempt,
        taxExemptReference: after.taxExemptReference,
      });
      recordAudit(tx, record);
    }
    return after;
  });
  return toCompanySummary(company, await overdueCentsOf(id));
}
