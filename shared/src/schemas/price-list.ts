import { array, number, object, string, type InferType, type TestConfig } from 'yup';
import { hasAtMostTwoDecimals } from '../domain/money';
import {
  MAX_PRICE_LIST_COMPANIES,
  MAX_PRICE_LIST_NAME_LENGTH,
  MAX_PRICE_LIST_RULES,
  type PriceListRule,
} from '../api/price-lists';

const unknownField = 'Unknown field: ${unknown}';
const MAX_ID_LENGTH = 200;

export const priceListMessages = {
  ruleKind: 'A rule names a toolId (with unitPrice) or a category (with percentOff)',
  bothKinds: 'A rule names a toolId or a category, not both',
  unitPriceRequired: 'unitPrice is required with a toolId',
  unitPriceWithCategory: 'unitPrice goes with a toolId; a category takes percentOff',
  percentOffRequired: 'percentOff is required with a category',
  percentOffWithTool: 'percentOff goes with a category; a toolId takes unitPrice',
  duplicateTool: 'This tool already has a rule in this list',
  duplicateCategory: 'This category already has a rule in this list',
  duplicateCompany: 'This company is already named in this list',
} as const;

/**
 * One rule: `{ toolId, unitPrice }` (dollars above 0, at most 2 decimals) or `{ category,
 * percentOff }` (above 0, below 100, at most 2 decimals). The fields are checked one by one, then
 * the pair: each message names the field at fault.
 */
const ruleSchema = object({
  toolId: string().trim().min(1, 'Tool id is required').max(MAX_ID_LENGTH, 'Tool id is too long').optional(),
  unitPrice: number()
    .typeError('unitPrice must be a number')
    .moreThan(0, 'unitPrice must be above 0')
    .max(1_000_000, 'unitPrice is too high (1,000,000 at most)')
    .test('cents', 'unitPrice can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v))
    .optional(),
  category: string().trim().min(1, 'Category is required').max(MAX_ID_LENGTH, 'Category is too long').optional(),
  percentOff: number()
    .typeError('percentOff must be a number')
    .moreThan(0, 'percentOff must be above 0')
    .lessThan(100, 'percentOff must be below 100')
    .test('hundredths', 'percentOff can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v))
    .optional(),
})
  .noUnknown(true, unknownField)
  .test('rule-kind', priceListMessages.ruleKind, function (rule) {
    if (!rule) return true;
    const fail = (field: string | null, message: string) =>
      this.createError({ path: field ? `${this.path}.${field}` : this.path, message });
    const names = { tool: rule.toolId !== undefined, category: rule.category !== undefined };
    if (names.tool && names.category) return fail(null, priceListMessages.bothKinds);
    if (names.tool) {
      if (rule.percentOff !== undefined) return fail('percentOff', priceListMessages.percentOffWithTool);
      if (rule.unitPrice === undefined) return fail('unitPrice', priceListMessages.unitPriceRequired);
      return true;
    }
    if (names.category) {
      if (rule.unitPrice !== undefined) return fail('unitPrice', priceListMessages.unitPriceWithCategory);
      if (rule.percentOff === undefined) return fail('percentOff', priceListMessages.percentOffRequired);
      return true;
    }
    return fail(null, priceListMessages.ruleKind);
  });

/** Each tool and each category at most once in a list (the second names the first's field). */
const uniqueTargets: TestConfig<{ toolId?: unknown; category?: unknown }[] | undefined> = {
  name: 'unique-targets',
  test(rules) {
    const tools = new Set<string>();
    const categories = new Set<string>();
    for (const [index, rule] of (rules ?? []).entries()) {
      if (typeof rule?.toolId === 'string') {
        const id = rule.toolId.trim();
        if (tools.has(id))
          return this.createError({ path: `${this.path}[${index}].toolId`, message: priceListMessages.duplicateTool });
        tools.add(id);
      } else if (typeof rule?.category === 'string') {
        const id = rule.category.trim();
        if (categories.has(id)) {
          return this.createError({
            path: `${this.path}[${index}].category`,
            message: priceListMessages.duplicateCategory,
          });
        }
        categories.add(id);
      }
    }
    return true;
  },
};

const uniqueCompanies: TestConfig<(string | undefined)[] | undefined> = {
  name: 'unique-companies',
  test(ids) {
    const seen = new Set<string>();
    for (const [index, id] of (ids ?? []).entries()) {
      if (typeof id !== 'string') continue;
      if (seen.has(id.trim()))
        return this.createError({ path: `${this.path}[${index}]`, message: priceListMessages.duplicateCompany });
      seen.add(id.trim());
    }
    return true;
  },
};

/**
 * `POST /api/price-lists` and `PUT /api/price-lists/{id}` (the whole list each time): `{ name,
 * companyIds, rules }`. That each company, tool and category exists is the API's check (400 with
 * the same field paths).
 */
export const priceListBodySchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(MAX_PRICE_LIST_NAME_LENGTH, `Name is too long (${MAX_PRICE_LIST_NAME_LENGTH} characters at most)`),
  companyIds: array(string().trim().required('A company id is required').max(MAX_ID_LENGTH, 'Company id is too long'))
    .required('companyIds is required')
    .max(MAX_PRICE_LIST_COMPANIES, `At most ${MAX_PRICE_LIST_COMPANIES} companies`)
    .test(uniqueCompanies),
  rules: array(ruleSchema)
    .required('rules is required')
    .min(1, 'Add at least one rule')
    .max(MAX_PRICE_LIST_RULES, `At most ${MAX_PRICE_LIST_RULES} rules`)
    .test(uniqueTargets),
}).noUnknown(true, unknownField);

export type PriceListBody = InferType<typeof priceListBodySchema>;

/** A rule of a validated body as the wire's union (the schema has made sure it is one of the two). */
export function priceListRuleOf(rule: PriceListBody['rules'][number]): PriceListRule {
  return rule.toolId !== undefined
    ? { toolId: rule.toolId, unitPrice: rule.unitPrice ?? 0 }
    : { category: rule.category ?? '', percentOff: rule.percentOff ?? 0 };
}
