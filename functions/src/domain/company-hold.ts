import { shouldHoldCompany, type InvoiceStanding } from '@toolshub/shared';

/** An invoice of a company's order, as the daily hold check reads it. */
export interface CompanyInvoice extends InvoiceStanding {
  companyId: string;
}

/**
 * The companies the daily check puts on hold at `now`: each with an invoice unpaid more than
 * `holdAfterDays` days past its due date (shared/src/domain/trade-credit.ts `shouldHoldCompany`),
 * each once, in order. Companies already on hold stay so (the caller leaves them as they are).
 */
export function companiesToHold(invoices: readonly CompanyInvoice[], now: Date, holdAfterDays: number): string[] {
  const byCompany = new Map<string, CompanyInvoice[]>();
  for (const invoice of invoices) {
    byCompany.set(invoice.companyId, [...(byCompany.get(invoice.companyId) ?? []), invoice]);
  }
  return [...byCompany.entries()]
    .filter(([, own]) => shouldHoldCompany(own, now, holdAfterDays))
    .map(([companyId]) => companyId)
    .sort();
}

/** Why the daily check put a company on hold, as its `holdReason` says. */
export function overdueHoldReason(holdAfterDays: number): string {
  return `An invoice is unpaid more than ${holdAfterDays} days after its due date`;
}
