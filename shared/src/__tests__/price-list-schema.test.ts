import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { priceListBodySchema, priceListMessages } from '../schemas/price-list';

/** The field messages of a body, as the API's validate() reports them (strict, every field). */
async function problems(body: unknown): Promise<Record<string, string>> {
  try {
    await priceListBodySchema.validate(body, { strict: true, abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const fields: Record<string, string> = {};
    for (const issue of err.inner.length ? err.inner : [err]) fields[issue.path || '_'] ??= issue.message;
    return fields;
  }
}

const good = {
  name: 'Joiners 2026',
  companyIds: ['acme'],
  rules: [
    { toolId: 'saw', unitPrice: 17.5 },
    { category: 'saws', percentOff: 12.5 },
  ],
};

describe('priceListBodySchema', () => {
  it('takes a good list (companies may be none)', async () => {
    expect(await problems(good)).toEqual({});
    expect(await problems({ ...good, companyIds: [] })).toEqual({});
  });

  it('names every field at fault', async () => {
    expect(await problems({ ...good, name: '' })).toEqual({ name: 'Name is required' });
    expect(await problems({ ...good, name: 'x'.repeat(101) })).toEqual({
      name: 'Name is too long (100 characters at most)',
    });
    expect(await problems({ ...good, rules: [] })).toEqual({ rules: 'Add at least one rule' });
    const many = Array.from({ length: 501 }, (_, i) => ({ toolId: `t${i}`, unitPrice: 1 }));
    expect(await problems({ ...good, rules: many })).toEqual({ rules: 'At most 500 rules' });
    expect(await problems({ ...good, companyIds: ['a', 'a'] })).toEqual({
      'companyIds[1]': priceListMessages.duplicateCompany,
    });
    expect(await problems({ ...good, extra: 1 })).toMatchObject({ _: expect.stringMatching(/Unknown field/) });
  });

  it.each([
    [{ toolId: 'saw', unitPrice: 0 }, { 'rules[0].unitPrice': 'unitPrice must be above 0' }],
    [{ toolId: 'saw', unitPrice: -1 }, { 'rules[0].unitPrice': 'unitPrice must be above 0' }],
    [{ toolId: 'saw', unitPrice: 1.005 }, { 'rules[0].unitPrice': 'unitPrice can have at most 2 decimals' }],
    [{ toolId: 'saw', unitPrice: '5' }, { 'rules[0].unitPrice': 'unitPrice must be a number' }],
    [{ toolId: 'saw' }, { 'rules[0].unitPrice': priceListMessages.unitPriceRequired }],
    [{ toolId: 'saw', percentOff: 5 }, { 'rules[0].percentOff': priceListMessages.percentOffWithTool }],
    [{ category: 'saws', percentOff: 0 }, { 'rules[0].percentOff': 'percentOff must be above 0' }],
    [{ category: 'saws', percentOff: 100 }, { 'rules[0].percentOff': 'percentOff must be below 100' }],
    [{ category: 'saws', percentOff: 10.125 }, { 'rules[0].percentOff': 'percentOff can have at most 2 decimals' }],
    [{ category: 'saws' }, { 'rules[0].percentOff': priceListMessages.percentOffRequired }],
    [{ category: 'saws', unitPrice: 5 }, { 'rules[0].unitPrice': priceListMessages.unitPriceWithCategory }],
    [{ toolId: 'saw', category: 'saws', unitPrice: 5 }, { 'rules[0]': priceListMessages.bothKinds }],
    [{}, { 'rules[0]': priceListMessages.ruleKind }],
  ])('refuses the rule %j', async (rule, fields) => {
    expect(await problems({ ...good, rules: [rule] })).toEqual(fields);
  });

  it('refuses a tool or a category named twice', async () => {
    expect(
      await problems({
        ...good,
        rules: [
          { toolId: 'saw', unitPrice: 5 },
          { toolId: 'saw', unitPrice: 6 },
        ],
      }),
    ).toEqual({ 'rules[1].toolId': priceListMessages.duplicateTool });
    expect(
      await problems({
        ...good,
        rules: [
          { category: 'saws', percentOff: 5 },
          { toolId: 'saw', unitPrice: 6 },
          { category: 'saws', percentOff: 6 },
        ],
      }),
    ).toEqual({ 'rules[2].category': priceListMessages.duplicateCategory });
  });
});
