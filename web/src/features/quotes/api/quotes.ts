import { endpoints, type ApiBody, type QuoteListQuery } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useQuotesMutation } from '../../../api/quotes';

// GET /api/quotes?status=&limit=   one page, newest first, with X-Total-Count (shop admins: every
// quote; a company member: the company's; anyone else: their own)
export function useQuotes(query: QuoteListQuery) {
  return useCursorPages('listQuotes', queryKeys.quotes.list(query), endpoints.listQuotes.path(query));
}

// PATCH /api/quotes/{id}   (shop admin) an offer { lines, expiresAt, message? } or { decision: 'decline', message? }
export const answerQuote = ({ id, body }: { id: string; body: ApiBody<'answerQuote'> }) =>
  callApi('answerQuote', { path: endpoints.answerQuote.path(id), body });

// POST /api/quotes/{id}/accept   { phoneNumber, orderAddress, poNumber?, note?, locationId? }   { acknowledged, insertedId }
export const acceptQuote = ({ id, body }: { id: string; body: ApiBody<'acceptQuote'> }) =>
  callApi('acceptQuote', { path: endpoints.acceptQuote.path(id), body });

// POST /api/quotes/{id}/decline   { message? }
export const declineQuote = ({ id, body }: { id: string; body: ApiBody<'declineQuote'> }) =>
  callApi('declineQuote', { path: endpoints.declineQuote.path(id), body });

export { useQuotesMutation };
