import { can, creditRefusal, holdRefusal, needsApproval, type Caller } from '@toolshub/shared';
import { ApiError, conflict } from '../errors';
import type { CompanyAccount, CompanyMembership, OrderTransaction, StoredOrder } from './order-store';

/** What a member's order is under their company's rules (shared/src/domain/trade-credit.ts). */
export interface CompanyTerms {
  companyId: string;
  /** Above the member's spending limit: waits for a company admin. */
  status: 'pending' | 'awaiting-approval';
  /** The company's open balance once this order is placed. */
  creditUsedAfterCents: number;
}

/**
 * Applies the company's rules to a member's order, inside the order's transaction (the company as
 * read there, so its credit cannot be spent twice): a company on hold cannot order (409), nor can
 * one whose open balance plus the order's total due (what its invoice will ask, tax included) would
 * pass its credit limit (409 `credit-limit`, with the credit available); an order whose net total
 * is above the member's spending limit waits for approval. An order awaiting approval holds credit
 * like any other.
 */
export function companyTerms(
  member: CompanyMembership,
  company: CompanyAccount,
  bill: { netCents: number; totalDueCents: number },
): CompanyTerms {
  const hold = holdRefusal(company.status);
  if (hold) throw conflict(hold);
  const refusal = creditRefusal(company, bill.totalDueCents);
  if (refusal) throw new ApiError('credit-limit', refusal);
  return {
    companyId: company.id,
    status: needsApproval(member.spendingLimitCents, bill.netCents) ? 'awaiting-approval' : 'pending',
    creditUsedAfterCents: company.creditUsedCents + bill.totalDueCents,
  };
}

/**
 * The company whose open balance an unpaid order of a member holds, read for `releaseCredit`
 * (before the transaction's writes), or null when the order frees none: not a company's, or paid
 * already.
 */
export async function creditHolder(
  tx: OrderTransaction,
  order: Pick<StoredOrder, 'companyId' | 'payment'>,
): Promise<CompanyAccount | null> {
  if (!order.companyId || order.payment === 'paid') return null;
  return tx.getCompany(order.companyId);
}

/**
 * Takes the order's total due off its company's open balance (never below 0): an unpaid order of a
 * member that is cancelled, rejected or expired, or that was paid.
 */
export function releaseCredit(
  tx: OrderTransaction,
  company: CompanyAccount | null,
  order: Pick<StoredOrder, 'totalDueCents'>,
): void {
  if (!company) return;
  tx.setCompanyCreditUsed(company.id, Math.max(0, company.creditUsedCents - order.totalDueCents));
}

/** Whether `membership` makes `caller` an admin of the order's company (the permission table's `action`). */
export function isCompanyAdminOf(
  caller: Caller,
  membership: CompanyMembership | null,
  order: Pick<StoredOrder, 'companyId'>,
  action: 'orders:manage-company' | 'orders:approve' = 'orders:manage-company',
): membership is CompanyMembership {
  if (!membership || !order.companyId || membership.companyId !== order.companyId) return false;
  return can(action, caller, undefined, membership);
}
