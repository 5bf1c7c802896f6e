import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { putCartBodySchema } from '../schemas/cart';
import { isLinesOrderBody, placeLinesOrderBodySchema } from '../schemas/order';
import { MAX_ORDER_LINES } from '../schemas/order-lines';

/** Path → message of every problem (as the API reports them). */
async function problems(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

const check = { strict: true, abortEarly: false } as const;
const order = (fields: Record<string, unknown>) => ({
  order: {
    lines: [{ toolId: 'saw', quantity: 5 }],
    phoneNumber: '01712345678',
    orderAddress: '1 Mill Road',
    ...fields,
  },
});

describe('an order of lines', () => {
  it('takes 1 to 50 lines with an optional PO number and note', async () => {
    expect(await problems(placeLinesOrderBodySchema.validate(order({ poNumber: 'P'.repeat(35) }), check))).toEqual({});
    expect(await problems(placeLinesOrderBodySchema.validate(order({ lines: [] }), check))).toEqual({
      'order.lines': 'Add at least one line',
    });
    const many = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ toolId: `t${i}`, quantity: 1 }));
    expect(await problems(placeLinesOrderBodySchema.validate(order({ lines: many }), check))).toEqual({
      'order.lines': 'At most 50 lines',
    });
  });

  it('names the line of each problem, and a tool on two lines', async () => {
    const lines = [
      { toolId: 'saw', quantity: 5 },
      { toolId: 'saw', quantity: 1.5 },
    ];
    expect(await problems(placeLinesOrderBodySchema.validate(order({ lines, note: 'n'.repeat(501) }), check))).toEqual({
      'order.lines[1].quantity': 'Quantity must be a whole number of pieces',
      'order.lines[1].toolId': 'This tool is already on another line',
      'order.note': 'Note is too long (500 characters at most)',
    });
  });

  it('is told apart from the product’s single-tool body by its lines', () => {
    expect(isLinesOrderBody(order({}))).toBe(true);
    expect(isLinesOrderBody({ order: { tool: { _id: 'saw' }, orderQuantity: 5 } })).toBe(false);
    expect(isLinesOrderBody(null)).toBe(false);
  });
});

describe('a cart', () => {
  it('may be empty', async () => {
    expect(await problems(putCartBodySchema.validate({ lines: [] }, check))).toEqual({});
  });
});
