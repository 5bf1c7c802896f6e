import { describe, expect, it } from 'vitest';
import { stockAdjustmentBody, stockAdjustmentBodySchema, stockAdjustmentFormSchema } from '../schemas/stock-adjustment';

const refusal = async (body: unknown) => {
  try {
    await stockAdjustmentBodySchema.validate(body, { strict: true, abortEarly: false });
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('stockAdjustmentBodySchema', () => {
  it('takes a non-zero whole delta with one of the reasons, and an optional note', async () => {
    expect(await refusal({ delta: -3, reason: 'damaged' })).toBeNull();
    expect(await refusal({ delta: 40, reason: 'received', note: 'PO 12' })).toBeNull();
  });

  it.each([
    [{ delta: 0, reason: 'received' }, 'delta cannot be 0'],
    [{ delta: 1.5, reason: 'received' }, 'delta must be a whole number of pieces'],
    [{ delta: 'x', reason: 'received' }, 'delta must be a whole number of pieces'],
    [{ delta: 2, reason: 'lost' }, 'Reason must be one of received, damaged, count-correction, returned'],
    [{ delta: 2, reason: 'received', available: 3 }, 'A stock adjustment has only delta, reason and note'],
    [{ delta: 20_000_000, reason: 'received' }, 'delta is too large'],
  ])('refuses %j', async (body, message) => {
    expect(await refusal(body)).toContain(message);
  });
});

describe('the Adjust stock form', () => {
  it('makes a negative delta for pieces removed, and leaves out an empty note', () => {
    const values = stockAdjustmentFormSchema.cast({
      direction: 'remove',
      quantity: '5',
      reason: 'damaged',
      note: '  ',
    });
    expect(stockAdjustmentBody(values)).toEqual({ delta: -5, reason: 'damaged' });
    expect(
      stockAdjustmentBody(
        stockAdjustmentFormSchema.cast({ direction: 'add', quantity: 3, reason: 'returned', note: ' back ' }),
      ),
    ).toEqual({ delta: 3, reason: 'returned', note: 'back' });
  });
});
