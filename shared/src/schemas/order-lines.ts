import { array, number, object, string, type InferType, type TestConfig } from 'yup';

/** A cart and a multi-line order hold at most this many lines, each a different tool. */
export const MAX_ORDER_LINES = 50;
export const MAX_PO_NUMBER_LENGTH = 35;
export const MAX_ORDER_NOTE_LENGTH = 500;

export const duplicateLineMessage = 'This tool is already on another line';

const orderLineSchema = object({
  toolId: string().trim().required('Tool id is required').max(200, 'Tool id is too long'),
  quantity: number()
    .typeError('Quantity must be a number')
    .required('Quantity is required')
    .integer('Quantity must be a whole number of pieces')
    .min(1, 'Quantity must be at least 1'),
});

export type OrderLineRequest = InferType<typeof orderLineSchema>;

/** A figure the buyer was shown (dollars): optional, checked against the bill by `billsMoreThanShown`. */
export const shownMoney = (what: string) =>
  number()
    .typeError(`${what} must be a number`)
    .min(0, `${what} cannot be negative`)
    .max(1_000_000_000, `${what} is too high`)
    .optional();

/** An order's line may also carry the list price its buyer was shown (`price`); a cart's does not. */
const shownOrderLineSchema = orderLineSchema.shape({ price: shownMoney('Price') });

const cartLines = () =>
  array(orderLineSchema).required('lines is required').max(MAX_ORDER_LINES, tooMany).test(uniqueTools);

const orderedLines = () =>
  array(shownOrderLineSchema)
    .required('lines is required')
    .min(1, 'Add at least one line')
    .max(MAX_ORDER_LINES, tooMany)
    .test(uniqueTools);

const tooMany = `At most ${MAX_ORDER_LINES} lines`;

/** A list of lines names each tool once (orders, carts, quotes, buying lists): the second one is refused on its toolId. */
export const uniqueTools: TestConfig<{ toolId?: unknown }[] | undefined> = {
  name: 'unique-tools',
  message: duplicateLineMessage,
  test(lines) {
    const seen = new Set<string>();
    for (const [index, line] of (lines ?? []).entries()) {
      const id = typeof line?.toolId === 'string' ? line.toolId.trim() : undefined;
      if (id === undefined) continue;
      if (seen.has(id)) return this.createError({ path: `${this.path}[${index}].toolId` });
      seen.add(id);
    }
    return true;
  },
};

/**
 * Lines of tools and quantities, each tool once: a cart (which may be empty) or an order (at least
 * one line, each with an optional shown `price`). The tool's minimum order, stock and whether it
 * is sold are checked against the stored tool by the API, so the messages about them come from there.
 */
export function orderLinesSchema({ min }: { min: 0 }): ReturnType<typeof cartLines>;
export function orderLinesSchema({ min }: { min: 1 }): ReturnType<typeof orderedLines>;
export function orderLinesSchema({ min }: { min: 0 | 1 }) {
  return min === 1 ? orderedLines() : cartLines();
}
