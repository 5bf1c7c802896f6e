import { holdCutoff } from '@toolshub/shared';
import { config } from '../config';
import { companiesToHold, overdueHoldReason, type CompanyInvoice } from '../domain/company-hold';
import { holdCompany } from '../repositories/orders/companies';
import { orderBatches } from '../repositories/orders/list';
import { orderListSpec } from '../repositories/orders/queries';

/**
 * The daily credit check (`holdOverdueCompanies`): reads the invoices unpaid more than
 * config.creditHoldAfterDays past their due date (All Orders' `overdue` query, with the cut-off as
 * its "now"), decides which companies go on hold (domain/company-hold.ts) and puts each active one
 * on hold. Returns the companies this run put on hold.
 */
export async function runCreditHoldCheck(now = new Date()): Promise<string[]> {
  const days = config.creditHoldAfterDays;
  const spec = orderListSpec(
    {
      status: null,
      payment: 'overdue',
      email: null,
      createdFrom: null,
      createdBefore: null,
      now: holdCutoff(now, days),
    },
    'newest',
  );
  const invoices: CompanyInvoice[] = [];
  for await (const batch of orderBatches(spec, 200)) {
    for (const order of batch) {
      if (!order.company) continue;
      invoices.push({
        companyId: order.company.companyId,
        status: order.status,
        payment: order.payment,
        paymentDueAt: order.paymentDueAt?.toDate() ?? null,
      });
    }
  }
  const held: string[] = [];
  for (const companyId of companiesToHold(invoices, now, days)) {
    if (await holdCompany(companyId, overdueHoldReason(days))) held.push(companyId);
  }
  return held;
}
