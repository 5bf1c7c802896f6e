import { taxOrder, toCents } from '@toolshub/shared';
import { config } from '../config';

/** An offer's tax as a quote keeps it (money in cents). */
export interface QuoteTax {
  /** The lines' common rate; null when their categories' rates differ. */
  taxRate: number | null;
  taxCents: number;
  totalDueCents: number;
  /** The tax-exempt company's reference (no tax charged); null otherwise. */
  taxExemptReference: string | null;
}

/**
 * What an offer's lines carry in tax: the rule every order is billed with (shared/domain/tax.ts at
 * the configured rates, each line at its tool's category's rate, nothing for a tax-exempt company),
 * on the offered prices. The order an acceptance places bills its own tax by the same rule.
 */
export function quoteTax(
  lines: readonly { unitPrice: number; quantity: number; category: string | null }[],
  company: { taxExempt?: boolean; taxExemptReference?: string | null } | null,
): QuoteTax {
  const exempt = company?.taxExempt === true;
  const tax = taxOrder(
    lines.map((line) => ({ netCents: toCents(line.unitPrice) * line.quantity, category: line.category })),
    { rate: config.taxRate, byCategory: config.taxRateByCategory },
    { taxExempt: exempt },
  );
  return {
    taxRate: tax.taxRate,
    taxCents: tax.taxCents,
    totalDueCents: tax.totalDueCents,
    taxExemptReference: exempt ? (company?.taxExemptReference ?? null) : null,
  };
}
