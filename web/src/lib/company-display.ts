import { formatPrice, fromCents, toCents, type Company, type CompanyRole } from '@toolshub/shared';

/** 0 days is prepayment (paid before it ships); otherwise "Net 30": due 30 days after shipping. */
export function paymentTermsLabel(days: number): string {
  return days === 0 ? 'Prepayment' : `Net ${days}`;
}

/** A spending or credit limit in dollars; null is none. */
export function limitLabel(limit: number | null): string {
  return limit === null ? 'No limit' : formatPrice(limit);
}

export const ROLE_LABELS: Record<CompanyRole, string> = { admin: 'Company admin', buyer: 'Buyer' };

export interface CreditFigures {
  /** Share of the limit in use, 0–100 (100 when over it); null without a limit. */
  percent: number | null;
  /** What the bar says in words. */
  text: string;
}

/** The credit bar's figures: used of the limit and what is left, or the open balance without a limit. */
export function creditFigures(company: Pick<Company, 'creditLimit' | 'creditUsed' | 'creditAvailable'>): CreditFigures {
  const used = formatPrice(company.creditUsed);
  if (company.creditLimit === null) return { percent: null, text: `${used} open, no credit limit` };
  const limitCents = toCents(company.creditLimit);
  const percent = limitCents === 0 ? 100 : Math.min(100, (toCents(company.creditUsed) * 100) / limitCents);
  const available = company.creditAvailable ?? fromCents(Math.max(0, limitCents - toCents(company.creditUsed)));
  return {
    percent,
    text: `${used} used of ${formatPrice(company.creditLimit)}; ${formatPrice(available)} available`,
  };
}

/** A limit field's text as the API takes it: blank is null (no limit), else dollars. */
export function limitFromText(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = String(text).trim();
  return trimmed === '' ? null : Number(trimmed);
}
