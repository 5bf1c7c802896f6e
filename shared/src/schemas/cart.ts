import { object } from 'yup';
import { orderLinesSchema } from './order-lines';

/** `PUT /api/cart`: the whole cart, replacing the stored one. */
export const putCartBodySchema = object({
  lines: orderLinesSchema({ min: 0 }),
});
