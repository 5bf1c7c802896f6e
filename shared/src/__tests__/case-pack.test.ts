import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  casePackMessage,
  firstValidQuantity,
  lastValidQuantity,
  minOrderCasePackProblem,
  orderMultipleOf,
} from '../domain/case-pack';
import { checkOrderQuantity, quantityProblemMessage } from '../domain/stock';
import { orderFormSchema } from '../schemas/order';
import { importedToolSchema, toolEditSchema, toolFieldsSchema } from '../schemas/tool';

const messageFor = (tool: Parameters<typeof checkOrderQuantity>[0], quantity: number) => {
  const problem = checkOrderQuantity(tool, quantity);
  return problem ? quantityProblemMessage(problem) : null;
};

describe('orderMultipleOf', () => {
  it('reads a missing, null or malformed orderMultiple as 1 (tools saved before case packs)', () => {
    expect(orderMultipleOf({})).toBe(1);
    expect(orderMultipleOf({ orderMultiple: null })).toBe(1);
    expect(orderMultipleOf({ orderMultiple: 0 })).toBe(1);
    expect(orderMultipleOf({ orderMultiple: 2.5 })).toBe(1);
    expect(orderMultipleOf({ orderMultiple: 6 })).toBe(6);
  });
});

describe('the order rule with case packs', () => {
  const plain = { minOrder: 1, available: 50 };
  const cases = { minOrder: 6, available: 30, orderMultiple: 6 };

  it('accepts any whole quantity between minimum and stock without orderMultiple, or with 1', () => {
    for (const quantity of [1, 7, 13, 50]) {
      expect(checkOrderQuantity(plain, quantity)).toBeNull();
      expect(checkOrderQuantity({ ...plain, orderMultiple: 1 }, quantity)).toBeNull();
    }
  });

  it('accepts whole cases: 6, 12, … up to the stock', () => {
    for (const quantity of [6, 12, 18, 24, 30]) expect(checkOrderQuantity(cases, quantity)).toBeNull();
  });

  it('refuses 7 naming the nearest valid quantities on either side', () => {
    expect(checkOrderQuantity(cases, 7)).toEqual({ kind: 'not-whole-cases', orderMultiple: 6, lower: 6, upper: 12 });
    expect(messageFor(cases, 7)).toBe('Sold in cases of 6: order 6 or 12');
    expect(messageFor(cases, 11)).toBe('Sold in cases of 6: order 6 or 12');
    expect(messageFor(cases, 25)).toBe('Sold in cases of 6: order 24 or 30');
  });

  it('below the first valid quantity names only it, as the minimum order', () => {
    expect(messageFor(cases, 5)).toBe('Sold in cases of 6: order 6 (the minimum order)');
    // The case below 12 (6) is under the minimum: only 12 is named.
    expect(messageFor({ ...cases, minOrder: 12 }, 7)).toBe('Sold in cases of 6: order 12 (the minimum order)');
    expect(messageFor({ ...cases, minOrder: 12 }, 3)).toBe('Sold in cases of 6: order 12 (the minimum order)');
  });

  it('above the last whole case the stock holds names only it, as the most in stock', () => {
    expect(messageFor(cases, 31)).toBe('Sold in cases of 6: order 30 (the most in stock)');
    // 20 in stock: 18 is the most, whatever is asked above it.
    expect(messageFor({ ...cases, available: 20 }, 19)).toBe('Sold in cases of 6: order 18 (the most in stock)');
    expect(messageFor({ ...cases, available: 20 }, 100)).toBe('Sold in cases of 6: order 18 (the most in stock)');
  });

  it('whole cases outside minimum and stock get the minimum and stock messages, the stock in whole cases', () => {
    expect(checkOrderQuantity({ ...cases, minOrder: 12 }, 6)).toEqual({ kind: 'below-minimum', minOrder: 12 });
    expect(messageFor({ ...cases, available: 20 }, 24)).toBe('Maximum available order : 18 piece');
  });

  it('with no whole case in stock the stock is the problem, as for any tool below its minimum', () => {
    const short = { ...cases, available: 5 };
    expect(checkOrderQuantity(short, 7)).toEqual({ kind: 'above-available', available: 5 });
    expect(checkOrderQuantity(short, 6)).toEqual({ kind: 'above-available', available: 5 });
  });

  it('rounds a minimum that is not whole cases up (a tool written outside the API)', () => {
    const odd = { minOrder: 4, available: 30, orderMultiple: 6 };
    expect(firstValidQuantity(odd)).toBe(6);
    expect(messageFor(odd, 4)).toBe('Sold in cases of 6: order 6 (the minimum order)');
    expect(checkOrderQuantity(odd, 6)).toBeNull();
  });

  it('keeps the valid range in whole cases', () => {
    expect(firstValidQuantity({ minOrder: 5 })).toBe(5);
    expect(firstValidQuantity(cases)).toBe(6);
    expect(lastValidQuantity({ available: 29, orderMultiple: 6 })).toBe(24);
    expect(lastValidQuantity({ available: 29 })).toBe(29);
  });

  it('says when no quantity can be ordered at all', () => {
    expect(casePackMessage(6, null, null)).toBe('Sold in cases of 6: none can be ordered now');
  });
});

describe('a tool’s minimum order in whole cases', () => {
  it('is any minimum for single pieces, and whole cases otherwise', () => {
    expect(minOrderCasePackProblem({ minOrder: 7 })).toBeNull();
    expect(minOrderCasePackProblem({ minOrder: 12, orderMultiple: 6 })).toBeNull();
    expect(minOrderCasePackProblem({ minOrder: 10, orderMultiple: 6 })).toBe(
      'Minimum order must be whole cases of 6 pieces: 6 or 12',
    );
    expect(minOrderCasePackProblem({ minOrder: 4, orderMultiple: 6 })).toBe(
      'Minimum order must be whole cases of 6 pieces: 6',
    );
  });
});

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('the tool schemas', () => {
  const tool = {
    toolName: 'Boxed Screws',
    price: 4.5,
    available: 120,
    minOrder: 12,
    toolDescription: 'Screws by the box',
    sku: 'SCREW-BOX',
    category: 'fasteners',
  };
  const strict = { strict: true, abortEarly: false };

  it('defaults orderMultiple to 1 and takes a positive whole number', async () => {
    expect(toolFieldsSchema.cast(tool).orderMultiple).toBe(1);
    expect(await errorsOf(toolFieldsSchema.validate({ ...tool, orderMultiple: 6 }, strict))).toEqual({});
    expect(await errorsOf(toolFieldsSchema.validate({ ...tool, orderMultiple: 0 }, strict))).toEqual({
      orderMultiple: 'Pieces per case must be at least 1',
    });
    expect(await errorsOf(toolFieldsSchema.validate({ ...tool, orderMultiple: 1.5 }, strict))).toMatchObject({
      orderMultiple: 'Pieces per case must be a whole number',
    });
  });

  it('refuses a minimum order that is not whole cases, on minOrder', async () => {
    const message = 'Minimum order must be whole cases of 5 pieces: 10 or 15';
    expect(await errorsOf(toolFieldsSchema.validate({ ...tool, orderMultiple: 5 }, strict))).toEqual({
      minOrder: message,
    });
    expect(
      await errorsOf(importedToolSchema.validate({ ...tool, imageLink: '/x.svg', orderMultiple: 5 }, strict)),
    ).toEqual({ minOrder: message });
  });

  it('checks an edit that sends both; one alone is left to the API and the stored tool', async () => {
    expect(await errorsOf(toolEditSchema.validate({ minOrder: 10, orderMultiple: 4 }, strict))).toEqual({
      minOrder: 'Minimum order must be whole cases of 4 pieces: 8 or 12',
    });
    expect(await errorsOf(toolEditSchema.validate({ orderMultiple: 4 }, strict))).toEqual({});
    expect(await errorsOf(toolEditSchema.validate({ minOrder: 10 }, strict))).toEqual({});
  });
});

describe('the purchase form schema', () => {
  const good = { phoneNumber: '01712345678', orderAddress: '1 Mill Road' };

  it('checks the quantity in whole cases with the rule’s message', async () => {
    const schema = orderFormSchema({ minOrder: 6, available: 30, orderMultiple: 6 });
    expect(await errorsOf(schema.validate({ ...good, orderQuantity: 12 }, { abortEarly: false }))).toEqual({});
    expect(await errorsOf(schema.validate({ ...good, orderQuantity: 7 }, { abortEarly: false }))).toEqual({
      orderQuantity: 'Sold in cases of 6: order 6 or 12',
    });
  });

  it('takes any quantity between minimum and stock without orderMultiple', async () => {
    const schema = orderFormSchema({ minOrder: 1, available: 30 });
    expect(await errorsOf(schema.validate({ ...good, orderQuantity: 7 }, { abortEarly: false }))).toEqual({});
  });
});
