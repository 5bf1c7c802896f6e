import { array, boolean, number, object, string, type InferType } from 'yup';
import { MAX_BUYING_LIST_LINES, MAX_BUYING_LIST_NAME_LENGTH, MAX_BUYING_LIST_QUANTITY } from '../api/buying-lists';
import { uniqueTools } from './order-lines';

const unknownField = 'Unknown field: ${unknown}';

const buyingListLineSchema = object({
  toolId: string().trim().required('Tool id is required').max(200, 'Tool id is too long'),
  quantity: number()
    .typeError('Quantity must be a number')
    .required('Quantity is required')
    .integer('Quantity must be a whole number of pieces')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_BUYING_LIST_QUANTITY, `Quantity can be at most ${MAX_BUYING_LIST_QUANTITY.toLocaleString('en-US')}`),
}).noUnknown(true, unknownField);

/**
 * `POST /api/lists` and `PUT /api/lists/{id}` (the whole list each time): `{ name, shared, lines }`.
 * That each tool exists, and that only a company member shares, is the API's check (400, same paths).
 */
export const buyingListBodySchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(MAX_BUYING_LIST_NAME_LENGTH, `Name is too long (${MAX_BUYING_LIST_NAME_LENGTH} characters at most)`),
  shared: boolean().typeError('shared must be true or false').required('shared is required'),
  lines: array(buyingListLineSchema)
    .required('lines is required')
    .min(1, 'Add at least one line')
    .max(MAX_BUYING_LIST_LINES, `At most ${MAX_BUYING_LIST_LINES} lines`)
    .test(uniqueTools),
}).noUnknown(true, unknownField);

export type BuyingListBody = InferType<typeof buyingListBodySchema>;

/** The message for `shared: true` from an account in no company. */
export const shareNeedsCompanyMessage = 'Only a member of a company can share a list';
