import { QUOTE_STATUSES, type QuoteStatus } from '../api/quotes';

/**
 * The rules of a request for quote, pure: its number, its expiry, its total, and which moves its
 * status allows. The API applies them; the web app shows the same figures.
 */

/** `Q-2026-7`: the 7th quote of 2026. */
export function quoteNumber(year: number, n: number): string {
  return `Q-${year}-${n}`;
}

const QUOTE_NUMBER = /^Q-(\d{4})-([1-9]\d*)$/;

/** Whether a string is a quote number as quoteNumber writes them. */
export function isQuoteNumber(value: string): boolean {
  return QUOTE_NUMBER.test(value);
}

/** An offer expires at its `expiresAt` instant: from then on it cannot be accepted. */
export function isQuoteExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && nowMs >= expiresAtMs;
}

/** `This quote expired on November 30, 2026` (UTC). */
export function quoteExpiredMessage(expiresAtMs: number): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAtMs);
  return `This quote expired on ${day}`;
}

/** The total of offered lines in cents (each line unit price × quantity, added up). */
export function quoteTotalCents(lines: readonly { unitPriceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** Who may move a quote, and from which status: the shop offers or declines an open request or offer; the buyer accepts or declines an offer. */
export type QuoteMove = 'offer' | 'shop-decline' | 'accept' | 'buyer-decline';

const FROM: Record<QuoteMove, readonly QuoteStatus[]> = {
  offer: ['requested', 'offered'],
  'shop-decline': ['requested', 'offered'],
  accept: ['offered'],
  'buyer-decline': ['requested', 'offered'],
};

/** null when the move is allowed from `status`, else the 409's message. */
export function quoteMoveRefusal(move: QuoteMove, status: QuoteStatus): string | null {
  if (FROM[move].includes(status)) return null;
  if (move === 'accept' && status === 'requested') return 'This quote has no offer yet';
  return `This quote is ${status}`;
}

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (QUOTE_STATUSES as readonly string[]).includes(value);
}
