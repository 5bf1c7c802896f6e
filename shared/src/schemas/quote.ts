import { array, mixed, number, object, string, type InferType } from 'yup';
import { hasAtMostTwoDecimals } from '../domain/money';
import { MAX_QUOTE_MESSAGE_LENGTH, MAX_QUOTE_VALIDITY_DAYS } from '../api/quotes';
import { checkoutFormSchema } from './order';
import { MAX_ORDER_LINES, uniqueTools } from './order-lines';

const unknownField = 'Unknown field: ${unknown}';
const DAY_MS = 24 * 60 * 60 * 1000;

export const quoteMessages = {
  expiresAtRequired: 'expiresAt is required',
  expiresAtInvalid: 'expiresAt must be a date and time (ISO 8601)',
  expiresAtPast: 'expiresAt must be in the future',
  expiresAtTooFar: `expiresAt must be within ${MAX_QUOTE_VALIDITY_DAYS} days`,
  linesMismatch: 'The offer must price every line of the request, each once',
  decision: "decision must be 'decline'",
} as const;

const message = () =>
  string()
    .trim()
    .max(MAX_QUOTE_MESSAGE_LENGTH, `Message is too long (${MAX_QUOTE_MESSAGE_LENGTH} characters at most)`)
    .optional();

const toolId = () => string().trim().required('Tool id is required').max(200, 'Tool id is too long');
const quantity = () =>
  number()
    .typeError('Quantity must be a number')
    .required('Quantity is required')
    .integer('Quantity must be a whole number of pieces')
    .min(1, 'Quantity must be at least 1')
    .max(10_000_000, 'Quantity is too high');

const requestLine = object({ toolId: toolId(), quantity: quantity() }).noUnknown(true, unknownField);
const offerLine = object({
  toolId: toolId(),
  quantity: quantity(),
  unitPrice: number()
    .typeError('unitPrice must be a number')
    .required('unitPrice is required')
    .moreThan(0, 'unitPrice must be above 0')
    .max(1_000_000, 'unitPrice is too high (1,000,000 at most)')
    .test('cents', 'unitPrice can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v)),
}).noUnknown(true, unknownField);
const tooMany = `At most ${MAX_ORDER_LINES} lines`;

/**
 * `POST /api/quotes`: `{ lines: [{ toolId, quantity }], message? }`. Each tool must exist and be
 * sold, and each quantity respect its minimum order and case pack (the API's check, 400 per line);
 * the stock is not checked: a quote may ask for more than there is today.
 */
export const requestQuoteBodySchema = object({
  lines: array(requestLine)
    .required('lines is required')
    .min(1, 'Add at least one line')
    .max(MAX_ORDER_LINES, tooMany)
    .test(uniqueTools),
  message: message(),
}).noUnknown(true, unknownField);

/** The expiry of an offer: an ISO 8601 instant after now and within MAX_QUOTE_VALIDITY_DAYS. */
export const expiresAtSchema = (now: () => number = Date.now) =>
  string()
    .required(quoteMessages.expiresAtRequired)
    .test('iso', quoteMessages.expiresAtInvalid, (v) => v === undefined || Number.isFinite(Date.parse(v)))
    .test('future', quoteMessages.expiresAtPast, (v) => v === undefined || !(Date.parse(v) <= now()))
    .test(
      'within',
      quoteMessages.expiresAtTooFar,
      (v) => v === undefined || !(Date.parse(v) > now() + MAX_QUOTE_VALIDITY_DAYS * DAY_MS),
    );

/**
 * `PATCH /api/quotes/{id}` (shop admin) offers: `{ lines: [{ toolId, quantity, unitPrice }],
 * expiresAt, message? }`. The lines are the request's (each tool once, the quantity may be changed
 * within the tool's minimum order and case pack); unitPrice in dollars above 0, 2 decimals at most.
 */
export const offerQuoteBodySchema = object({
  lines: array(offerLine)
    .required('lines is required')
    .min(1, 'Add at least one line')
    .max(MAX_ORDER_LINES, tooMany)
    .test(uniqueTools),
  expiresAt: expiresAtSchema(),
  message: message(),
}).noUnknown(true, unknownField);

/** `PATCH /api/quotes/{id}` (shop admin) declines: `{ decision: 'decline', message? }`. */
export const declineQuoteBodySchema = object({
  decision: mixed<'decline'>()
    .required('decision is required')
    .oneOf(['decline'] as const, quoteMessages.decision),
  message: message(),
}).noUnknown(true, unknownField);

/** `POST /api/quotes/{id}/decline` (the buyer or a company member): `{ message? }` (the body may be empty). */
export const buyerDeclineQuoteBodySchema = object({ message: message() }).noUnknown(true, unknownField);

/**
 * `POST /api/quotes/{id}/accept`: the checkout's fields `{ phoneNumber, orderAddress, poNumber?,
 * note?, locationId? }` (a company site's id fills address and phone, which are still required).
 */
export const acceptQuoteBodySchema = checkoutFormSchema
  .shape({ locationId: string().trim().max(200, 'Site id is too long').optional() })
  .noUnknown(true, unknownField);

/** A PATCH body is a decline when it names a decision. */
export function isQuoteDeclineBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'decision' in body;
}

export type RequestQuoteBody = InferType<typeof requestQuoteBodySchema>;
export type OfferQuoteBody = InferType<typeof offerQuoteBodySchema>;
export type DeclineQuoteBody = InferType<typeof declineQuoteBodySchema>;
export type AcceptQuoteBody = InferType<typeof acceptQuoteBodySchema>;
