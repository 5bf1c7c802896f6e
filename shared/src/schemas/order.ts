import { number, object, string, type InferType } from 'yup';
import { formatPrice, hasAtMostTwoDecimals } from '../domain/money';
import { checkOrderQuantity, quantityProblemMessage } from '../domain/stock';
import { ORDER_STATUSES } from '../types';
import { MAX_ORDER_NOTE_LENGTH, MAX_PO_NUMBER_LENGTH, orderLinesSchema, shownMoney } from './order-lines';

export const PHONE_LENGTH = 11;
export const phoneMessage = `Enter valid phone number of ${PHONE_LENGTH} digit`;

export interface OrderLimits {
  minOrder: number;
  available: number;
  /** Pieces per case (absent: 1). */
  orderMultiple?: number;
}

const phoneNumberSchema = () =>
  string()
    .trim()
    .required(phoneMessage)
    .matches(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), phoneMessage);

const orderAddressSchema = () => string().trim().required('Address is required').max(500, 'Address is too long');

/**
 * A trade account's member picks one of the company's sites (its id) to ship to: the site's address
 * and phone then fill the order. Optional: a body without it orders as always.
 */
const locationIdSchema = () => string().trim().max(200, 'Site id is too long').optional();

/**
 * The purchase form's fields. With limits (the form, which knows the tool) the quantity is checked
 * by the order rule (checkOrderQuantity: whole cases, minOrder, available) with its messages; the
 * API checks those inside its transaction instead, against the stored tool, so it validates the
 * shape without limits.
 */
export function orderFormSchema(limits?: OrderLimits) {
  let quantity = number()
    .typeError('Quantity must be a number')
    .required('Quantity is required')
    .integer('Quantity must be a whole number of pieces')
    .min(1, 'Quantity must be at least 1');
  if (limits) {
    quantity = quantity.test('orderable', 'Quantity cannot be ordered', function (value) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return true;
      const problem = checkOrderQuantity(limits, value);
      return problem ? this.createError({ message: quantityProblemMessage(problem) }) : true;
    });
  }
  return object({ phoneNumber: phoneNumberSchema(), orderQuantity: quantity, orderAddress: orderAddressSchema() });
}

export type OrderFormValues = InferType<ReturnType<typeof orderFormSchema>>;

/**
 * The API's body: `{ order: { ...form fields, tool: { _id, price? }, totalBill? } }`. `tool.price`
 * is the list price and `totalBill` the total the buyer was shown (`tool` may be the whole tool as
 * `GET /api/tool/{id}` answered it): when the shop would bill more (`billsMoreThanShown`), the
 * order is refused with the current figures; else it is billed from the stored prices. Other
 * fields are ignored.
 */
export const placeOrderBodySchema = object({
  order: orderFormSchema()
    .shape({
      tool: object({ _id: string().trim().required('Tool id is required').max(200), price: shownMoney('Price') })
        .required('Tool is required')
        .noUnknown(false),
      totalBill: shownMoney('Total bill'),
      locationId: locationIdSchema(),
    })
    .required('order is required'),
});

/** The checkout's fields (the cart page's form); the order's lines come from the cart. */
export const checkoutFormSchema = object({
  phoneNumber: phoneNumberSchema(),
  orderAddress: orderAddressSchema(),
  poNumber: string()
    .trim()
    .max(MAX_PO_NUMBER_LENGTH, `PO number is too long (${MAX_PO_NUMBER_LENGTH} characters at most)`)
    .optional(),
  note: string()
    .trim()
    .max(MAX_ORDER_NOTE_LENGTH, `Note is too long (${MAX_ORDER_NOTE_LENGTH} characters at most)`)
    .optional(),
});

export type CheckoutFormValues = InferType<typeof checkoutFormSchema>;

/**
 * The API's body for an order of many lines: `{ order: { lines: [{ toolId, quantity, price? }],
 * phoneNumber, orderAddress, poNumber?, note?, totalBill?, locationId? } }`. All lines are ordered, or none.
 * `totalBill` and each line's `price` (its list price) are what the buyer was shown, checked as
 * the single tool's are.
 */
export const placeLinesOrderBodySchema = object({
  order: checkoutFormSchema
    .shape({ lines: orderLinesSchema({ min: 1 }), totalBill: shownMoney('Total bill'), locationId: locationIdSchema() })
    .required('order is required'),
});

/** A body of many lines, told apart from the product's single-tool body (docs/product.md) by its `lines`. */
export function isLinesOrderBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('order' in body)) return false;
  const { order } = body;
  return typeof order === 'object' && order !== null && 'lines' in order;
}

/**
 * `PATCH /api/order/{id}` takes one of two bodies: `{ status }` (patchOrderBodySchema) or
 * `{ payment: 'paid', paymentReference }` (recordPaymentBodySchema), told apart by `payment`.
 */

/** An admin moves an order one step forward: `{ status }`; the API checks it is the next one. */
export const patchOrderBodySchema = object({
  status: string()
    .required('status is required')
    .oneOf([...ORDER_STATUSES], `status must be one of ${ORDER_STATUSES.join(', ')}`),
});

export const MAX_PAYMENT_REFERENCE_LENGTH = 64;

/** The reference an admin records with a payment (the bank transfer's, say): trimmed, 1 to 64 characters. */
export const paymentReferenceSchema = () =>
  string()
    .trim()
    .required('Payment reference is required')
    .max(
      MAX_PAYMENT_REFERENCE_LENGTH,
      `Payment reference is too long (${MAX_PAYMENT_REFERENCE_LENGTH} characters at most)`,
    );

/** The 'Record payment' form's field. */
export const recordPaymentFormSchema = object({ paymentReference: paymentReferenceSchema() });

export const bothPatchesMessage = 'Send either a status or a payment, not both';

/** An admin records that an order was paid: `{ payment: 'paid', paymentReference }`. */
export const recordPaymentBodySchema = object({
  payment: string()
    .required('payment is required')
    .oneOf(['paid'] as const, "payment must be 'paid'"),
  paymentReference: paymentReferenceSchema(),
}).test('one-change', bothPatchesMessage, function (body) {
  return typeof body === 'object' && body !== null && 'status' in body
    ? this.createError({ path: 'status', message: bothPatchesMessage })
    : true;
});

export const MAX_REFUND_REASON_LENGTH = 500;

/**
 * The Refund dialog's fields: an amount in dollars (above 0, cents at most) and a reason; with
 * `refundable` (what is left to refund), the amount at most that.
 */
export function refundFormSchema(refundable?: number) {
  let amount = number()
    .typeError('Amount must be a number')
    .required('Amount is required')
    .moreThan(0, 'Amount must be above 0')
    .max(1_000_000_000, 'Amount is too high')
    .test('cents', 'Amount can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v));
  if (refundable !== undefined) amount = amount.max(refundable, `At most ${formatPrice(refundable)} can be refunded`);
  return object({
    amount,
    reason: string()
      .trim()
      .required('Reason is required')
      .max(MAX_REFUND_REASON_LENGTH, `Reason is too long (${MAX_REFUND_REASON_LENGTH} characters at most)`),
  });
}

/** An admin refunds a paid order: `{ refund: { amount, reason } }`, alone. */
export const refundBodySchema = object({
  refund: refundFormSchema().required('refund is required').noUnknown(true, 'A refund has only amount and reason'),
}).test('one-change', 'Send a refund alone, without a status or a payment', function (body) {
  if (typeof body !== 'object' || body === null) return true;
  const other = ['status', 'payment'].find((key) => key in body);
  return other
    ? this.createError({ path: other, message: 'Send a refund alone, without a status or a payment' })
    : true;
});

/** A PATCH body that refunds (it has `refund`) rather than a status move or a payment. */
export function isRefundBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'refund' in body;
}

/** A PATCH body that records a payment (it has `payment`) rather than a status move. */
export function isPaymentBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'payment' in body;
}
