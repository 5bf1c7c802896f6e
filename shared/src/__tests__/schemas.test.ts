import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { descriptionPreview } from '../domain/description-preview';
import { orderFormSchema, patchOrderBodySchema, phoneMessage } from '../schemas/order';
import { reviewFormSchema } from '../schemas/review';
import { newToolSchema } from '../schemas/tool';

async function messages(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

describe('order form schema', () => {
  const schema = orderFormSchema({ minOrder: 10, available: 40 });
  const good = { phoneNumber: '01712345678', orderQuantity: 10, orderAddress: '1 Mill Road' };

  it('accepts a complete order', async () => {
    expect(await messages(schema.validate(good))).toEqual([]);
  });

  it.each(['0171234567', '017123456789', '0171234567a'])('refuses the phone %s', async (phoneNumber) => {
    expect(await messages(schema.validate({ ...good, phoneNumber }))).toEqual([phoneMessage]);
  });

  it('checks the quantity against the tool', async () => {
    expect(await messages(schema.validate({ ...good, orderQuantity: 9 }))).toEqual(['Minimum order amount : 10 piece']);
    expect(await messages(schema.validate({ ...good, orderQuantity: 41 }))).toEqual([
      'Maximum available order : 40 piece',
    ]);
  });

  it('requires an address', async () => {
    expect(await messages(schema.validate({ ...good, orderAddress: '  ' }))).toEqual(['Address is required']);
  });

  it('refuses a string quantity when strict (the API)', async () => {
    expect(await messages(orderFormSchema().validate({ ...good, orderQuantity: '12' }, { strict: true }))).toHaveLength(
      1,
    );
  });
});

describe('patch order body schema', () => {
  it('accepts a known status only', async () => {
    expect(await messages(patchOrderBodySchema.validate({ status: 'processing' }))).toEqual([]);
    expect(await messages(patchOrderBodySchema.validate({ status: 'lost' }))).toEqual([
      'status must be one of pending, processing, shipped, delivered, cancelled',
    ]);
    expect(await messages(patchOrderBodySchema.validate({}))).toEqual(['status is required']);
  });
});

describe('review form schema', () => {
  it("bounds the rating with the spec's messages", async () => {
    expect(await messages(reviewFormSchema.validate({ reviewText: 'Good', reviewRating: 0 }))).toEqual([
      'Minimum rating is 1',
    ]);
    expect(await messages(reviewFormSchema.validate({ reviewText: 'Good', reviewRating: 6 }))).toEqual([
      'Maximum rating is 5',
    ]);
  });
});

describe('new tool schema', () => {
  const good = {
    toolName: 'Saw',
    price: 9.99,
    available: 0,
    minOrder: 1,
    toolDescription: 'Sharp',
    imageLink: '/x.svg',
  };

  it('accepts a tool with no stock yet', async () => {
    expect(await messages(newToolSchema.validate(good))).toEqual([]);
  });

  it('refuses a zero price, three decimals, negative or fractional stock', async () => {
    expect(await messages(newToolSchema.validate({ ...good, price: 0 }))).toEqual(['Price must be above 0']);
    expect(await messages(newToolSchema.validate({ ...good, price: 1.005 }))).toEqual([
      'Price can have at most 2 decimals',
    ]);
    expect(await messages(newToolSchema.validate({ ...good, available: -1 }))).toEqual([
      'Available pieces cannot be negative',
    ]);
    expect(await messages(newToolSchema.validate({ ...good, available: 1.5 }))).toEqual([
      'Available pieces must be a whole number',
    ]);
  });
});

describe('descriptionPreview', () => {
  it('keeps the first 10 words and adds an ellipsis', () => {
    expect(descriptionPreview('one two three four five six seven eight nine ten eleven twelve')).toBe(
      'one two three four five six seven eight nine ten...',
    );
  });
});
