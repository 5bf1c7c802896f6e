import { formatPrice, fromCents } from './money';

/**
 * The rules of a company's orders, in one place (money in integer cents): a member's spending
 * limit (above it, an order waits for a company admin's approval), the company's credit (its open
 * balance plus a new order may not pass its limit), its hold (a company on hold cannot order),
 * the payment terms (an invoice's due date; terms of 0 days: paid before it ships) and when a
 * company goes on hold (an invoice overdue too long). The API checks them inside the order's
 * transaction; the web app shows them before checkout.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an order of `totalCents` by a member whose spending limit per order is
 * `spendingLimitCents` (null: none) waits for approval: only above the limit (at it: no).
 */
export function needsApproval(spendingLimitCents: number | null, totalCents: number): boolean {
  return spendingLimitCents !== null && totalCents > spendingLimitCents;
}

export interface CompanyCredit {
  /** null: no credit limit. */
  creditLimitCents: number | null;
  /** The open balance: orders not cancelled and not paid, awaiting approval included. */
  creditUsedCents: number;
}

/** What is left of a company's credit (never below 0); null without a limit. */
export function creditAvailableCents({ creditLimitCents, creditUsedCents }: CompanyCredit): number | null {
  return creditLimitCents === null ? null : Math.max(0, creditLimitCents - creditUsedCents);
}

/**
 * The refusal of an order of `orderCents` by the company's credit, or null when it fits: the open
 * balance plus the order may reach the limit, not pass it.
 */
export function creditRefusal(credit: CompanyCredit, orderCents: number): string | null {
  const available = creditAvailableCents(credit);
  if (available === null || credit.creditUsedCents + orderCents <= (credit.creditLimitCents ?? 0)) return null;
  return (
    `This order of ${formatPrice(fromCents(orderCents))} is above your company's available credit of ` +
    `${formatPrice(fromCents(available))}; pay open invoices or ask the shop for a higher limit`
  );
}

export type CompanyStanding = 'active' | 'on-hold';

/** The refusal of any order of a company in this standing, or null when it may order. */
export function holdRefusal(status: CompanyStanding): string | null {
  return status === 'on-hold'
    ? 'Your company account is on hold (an invoice is overdue); it cannot order until the shop releases it'
    : null;
}

/** When an invoice of an order shipped at `shippedAt` is due under the company's (or shop's) terms. */
export function paymentDueDate(shippedAt: Date, paymentTermsDays: number): Date {
  return new Date(shippedAt.getTime() + paymentTermsDays * DAY_MS);
}

/** With terms of 0 days (prepayment) an order ships only once paid; the refusal, or null. */
export function shipRefusal(paymentTermsDays: number, payment: 'paid' | 'unpaid'): string | null {
  return paymentTermsDays === 0 && payment !== 'paid'
    ? 'This company prepays (payment terms of 0 days): record its payment before shipping the order'
    : null;
}

/** An order as the hold rule reads it. */
export interface InvoiceStanding {
  status: string;
  payment: 'paid' | 'unpaid';
  /** Set when it shipped (an invoice); null before. */
  paymentDueAt: Date | null;
}

/**
 * Whether a company goes on hold: one of its invoices is unpaid (not cancelled) more than
 * `holdAfterDays` whole days past its due date at `now` (exactly that many days: not yet).
 */
export function shouldHoldCompany(invoices: readonly InvoiceStanding[], now: Date, holdAfterDays: number): boolean {
  return invoices.some(
    (invoice) =>
      invoice.payment === 'unpaid' &&
      invoice.status !== 'cancelled' &&
      invoice.paymentDueAt !== null &&
      now.getTime() > invoice.paymentDueAt.getTime() + holdAfterDays * DAY_MS,
  );
}

/** The due dates before which an unpaid invoice makes its company go on hold at `now`. */
export function holdCutoff(now: Date, holdAfterDays: number): Date {
  return new Date(now.getTime() - holdAfterDays * DAY_MS);
}
