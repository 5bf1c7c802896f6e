import {
  creditRefusal,
  formatPrice,
  holdRefusal,
  needsApproval,
  toCents,
  type Company,
  type CompanyLocation,
} from '@toolshub/shared';

export interface CheckoutNotice {
  kind: 'on-hold' | 'credit' | 'approval';
  severity: 'error' | 'warning' | 'info';
  text: string;
}

const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

/**
 * What a company member should know before placing an order (its net total and its total due, tax
 * included), by the same rules the API applies inside the order's transaction (shared's trade-credit
 * rules): the company is on hold (refused), the total due passes the available credit (refused), or
 * the net total is above the member's spending limit (it will wait for a company admin's approval).
 * None for an account in no company.
 */
export function checkoutNotices(
  company: Company | null | undefined,
  bill: { netCents: number; totalDueCents: number },
): CheckoutNotice[] {
  if (!company) return [];
  const notices: CheckoutNotice[] = [];
  const hold = holdRefusal(company.status);
  if (hold) notices.push({ kind: 'on-hold', severity: 'error', text: hold });
  const credit = creditRefusal(
    { creditLimitCents: centsOrNull(company.creditLimit), creditUsedCents: toCents(company.creditUsed) },
    bill.totalDueCents,
  );
  if (credit) notices.push({ kind: 'credit', severity: 'error', text: credit });
  if (needsApproval(centsOrNull(company.spendingLimit), bill.netCents)) {
    notices.push({
      kind: 'approval',
      severity: 'info',
      text: `This order is above your spending limit of ${formatPrice(company.spendingLimit ?? 0)}: once placed, it waits for a company admin's approval before the shop fulfils it.`,
    });
  }
  return notices;
}

/** The order's address and phone filled from a site. */
export function siteContact(site: CompanyLocation): { orderAddress: string; phoneNumber: string } {
  return { orderAddress: site.address, phoneNumber: site.phone };
}
