import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { descriptionPreview } from '../domain/description-preview';
import {
  bothPatchesMessage,
  isPaymentBody,
  orderFormSchema,
  patchOrderBodySchema,
  phoneMessage,
  recordPaymentBodySchema,
} from '../schemas/order';
import { reviewFormSchema } from '../schemas/review';
import {
  importedToolSchema,
  newToolSchema,
  patchToolBodySchema,
  postToolBodySchema,
  toolEditSchema,
  toolFieldsSchema,
} from '../schemas/tool';

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
      'status must be one of awaiting-approval, pending, processing, shipped, delivered, cancelled',
    ]);
    expect(await messages(patchOrderBodySchema.validate({}))).toEqual(['status is required']);
  });
});

describe('record payment body schema', () => {
  const strict = (body: unknown) => recordPaymentBodySchema.validate(body, { strict: false, abortEarly: false });

  it('accepts a payment with a reference, trimmed', async () => {
    expect(await strict({ payment: 'paid', paymentReference: '  BANK-2026-11-23-0042 ' })).toEqual({
      payment: 'paid',
      paymentReference: 'BANK-2026-11-23-0042',
    });
  });

  it('takes only paid', async () => {
    expect(await messages(strict({ payment: 'unpaid', paymentReference: 'X' }))).toEqual(["payment must be 'paid'"]);
  });

  it('requires a reference of 1 to 64 characters', async () => {
    expect(await messages(strict({ payment: 'paid', paymentReference: '   ' }))).toEqual([
      'Payment reference is required',
    ]);
    expect(await messages(strict({ payment: 'paid' }))).toEqual(['Payment reference is required']);
    expect(await messages(strict({ payment: 'paid', paymentReference: 'x'.repeat(64) }))).toEqual([]);
    expect(await messages(strict({ payment: 'paid', paymentReference: 'x'.repeat(65) }))).toEqual([
      'Payment reference is too long (64 characters at most)',
    ]);
  });

  it('refuses a status and a payment together', async () => {
    expect(await messages(strict({ payment: 'paid', paymentReference: 'X', status: 'shipped' }))).toEqual([
      bothPatchesMessage,
    ]);
  });

  it('is told apart from a status body by its payment field', () => {
    expect(isPaymentBody({ payment: 'paid' })).toBe(true);
    expect(isPaymentBody({ status: 'shipped' })).toBe(false);
    expect(isPaymentBody(null)).toBe(false);
  });
});

describe('review form schema', () => {
  it("bounds the rating with the product's messages", async () => {
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
    sku: 'TH-SAW-01',
    category: 'saws',
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

describe('tool SKU, category and price tiers', () => {
  const good = {
    toolName: 'Saw',
    price: 12.5,
    available: 100,
    minOrder: 10,
    toolDescription: 'Sharp',
    imageLink: '/x.svg',
    sku: 'TH-SAW-01',
    category: 'saws',
    priceTiers: [
      { minQuantity: 50, price: 11 },
      { minQuantity: 200, price: 9.75 },
    ],
  };

  /** Field path → message, as the API reports them. */
  async function fieldErrors(schema: typeof postToolBodySchema | typeof patchToolBodySchema, body: unknown) {
    try {
      await schema.validate(body, { strict: true, abortEarly: false });
      return {};
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return Object.fromEntries(err.inner.map((issue) => [issue.path, issue.message]));
    }
  }

  it('accepts a tool with tiers, and one without (none by default)', async () => {
    expect(await messages(newToolSchema.validate(good))).toEqual([]);
    const { priceTiers: _tiers, ...flat } = good;
    expect((await newToolSchema.validate(flat)).priceTiers).toEqual([]);
  });

  it.each([
    ['th-saw-01', 'SKU must be 3 to 32 upper-case letters, digits or -'],
    ['AB', 'SKU must be 3 to 32 upper-case letters, digits or -'],
    ['A'.repeat(33), 'SKU must be 3 to 32 upper-case letters, digits or -'],
    ['TH SAW', 'SKU must be 3 to 32 upper-case letters, digits or -'],
  ])('refuses the SKU %j', async (sku, message) => {
    expect(await messages(newToolSchema.validate({ ...good, sku }))).toEqual([message]);
  });

  it('takes a new tool without SKU or category (the API makes a SKU and uses Other tools), but not in an import', async () => {
    const { sku: _sku, category: _category, ...bare } = good;
    for (const tool of [bare, { ...good, sku: '', category: '' }]) {
      expect(await messages(newToolSchema.validate(tool))).toEqual([]);
      const refused = await messages(importedToolSchema.validate(tool, { abortEarly: false }));
      expect(refused).toEqual(expect.arrayContaining(['SKU is required', 'Category is required']));
    }
    expect(await messages(toolFieldsSchema.validate({ ...good, sku: '' }))).toEqual(['SKU is required']);
  });

  it('wants a category id', async () => {
    expect(await messages(newToolSchema.validate({ ...good, category: 'Saws!' }))).toEqual([
      "Choose one of the shop's categories",
    ]);
  });

  it('reports a tier problem on the tier field, under updatedInfo in the API body', async () => {
    const tiers = [
      { minQuantity: 10, price: 11 },
      { minQuantity: 200, price: 9.75 },
    ];
    expect(await fieldErrors(postToolBodySchema, { updatedInfo: { ...good, priceTiers: tiers } })).toEqual({
      'updatedInfo.priceTiers[0].minQuantity': 'The first tier must start above the minimum order (10 pieces)',
    });
    const pricier = [
      { minQuantity: 50, price: 11 },
      { minQuantity: 200, price: 11.5 },
    ];
    expect(await fieldErrors(postToolBodySchema, { updatedInfo: { ...good, priceTiers: pricier } })).toEqual({
      'updatedInfo.priceTiers[1].price': 'Each tier must cost less than the one before',
    });
  });

  it('checks each tier its shape, and at most 5 tiers', async () => {
    const tiers = [{ minQuantity: 50.5, price: 11.001 }];
    expect(await fieldErrors(postToolBodySchema, { updatedInfo: { ...good, priceTiers: tiers } })).toEqual({
      'updatedInfo.priceTiers[0].minQuantity': 'Tier quantity must be a whole number',
      'updatedInfo.priceTiers[0].price': 'Tier price can have at most 2 decimals',
    });
    const six = [20, 30, 40, 50, 60, 70].map((minQuantity, i) => ({ minQuantity, price: 12 - i }));
    expect(await messages(newToolSchema.validate({ ...good, priceTiers: six }))).toEqual(['At most 5 price tiers']);
    const extra = [{ minQuantity: 50, price: 11, note: 'x' }];
    expect(await fieldErrors(postToolBodySchema, { updatedInfo: { ...good, priceTiers: extra } })).toEqual({
      'updatedInfo.priceTiers[0]': 'A price tier has only minQuantity and price',
    });
  });

  it('an edit checks tiers against the price and minimum order it sends', async () => {
    expect(await messages(toolEditSchema.validate({ priceTiers: [{ minQuantity: 5, price: 1 }] }))).toEqual([]);
    const edit = { price: 10, minOrder: 10, priceTiers: [{ minQuantity: 20, price: 10 }] };
    expect(await fieldErrors(patchToolBodySchema, { updatedInfo: edit })).toEqual({
      'updatedInfo.priceTiers[0].price': 'A tier must cost less than the list price ($10.00)',
    });
    expect(await messages(toolEditSchema.validate({ reorderPoint: 2.5 }, { strict: true }))).toEqual([
      'Reorder point must be a whole number',
    ]);
    expect(await messages(toolEditSchema.validate({ reorderPoint: null }, { strict: true }))).toEqual([]);
    expect(await messages(toolEditSchema.validate({ toolName: 'New name' }, { strict: true }))).toEqual([
      'Only price, available, minOrder, toolDescription, sku, category, priceTiers, reorderPoint, orderMultiple can be edited',
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
