import { formatPrice, type Quote } from '@toolshub/shared';

/** A quote's state in words: an offer past its date reads Expired. */
export function quoteStatusLabel(quote: Pick<Quote, 'status' | 'expired' | 'declinedBy'>): string {
  if (quote.status === 'offered' && quote.expired) return 'Expired';
  if (quote.status === 'declined') return quote.declinedBy === 'shop' ? 'Declined by the shop' : 'Declined';
  return quote.status.charAt(0).toUpperCase() + quote.status.slice(1);
}

/** What the buyer would pay: the total due once offered (net on offers made before tax), or what stands for it before the offer. */
export function quoteTotalLabel(quote: Pick<Quote, 'total' | 'totalDue'>): string {
  if (quote.total === null) return 'Awaiting prices';
  return formatPrice(quote.totalDue ?? quote.total);
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The offer's last day, or a dash. */
export function quoteExpiryLabel(quote: Pick<Quote, 'expiresAt'>): string {
  return quote.expiresAt ? day.format(new Date(quote.expiresAt)) : '—';
}

/** Whether its buyer can still accept it. */
export const canAccept = (quote: Pick<Quote, 'status' | 'expired'>) => quote.status === 'offered' && !quote.expired;
/** Whether its buyer can still decline it. */
export const canBuyerDecline = (quote: Pick<Quote, 'status'>) =>
  quote.status === 'requested' || quote.status === 'offered';
/** Whether the shop can still offer or decline. */
export const canAnswer = (quote: Pick<Quote, 'status'>) => quote.status === 'requested' || quote.status === 'offered';
