import { array, number, object, string, type InferType, type TestContext } from 'yup';
import { hasAtMostTwoDecimals, toCents } from '../domain/money';
import { MAX_PRICE_TIERS, priceTierProblem } from '../domain/pricing';
import { DEFAULT_ORDER_MULTIPLE, MAX_ORDER_MULTIPLE, minOrderCasePackProblem } from '../domain/case-pack';
import { SKU_PATTERN, skuMessage } from '../domain/sku';

const price = number()
  .typeError('Price must be a number')
  .required('Price is required')
  .moreThan(0, 'Price must be above 0')
  .max(1_000_000, 'Price is too high')
  .test('cents', 'Price can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v));

const available = number()
  .typeError('Available pieces must be a number')
  .required('Available pieces are required')
  .integer('Available pieces must be a whole number')
  .min(0, 'Available pieces cannot be negative')
  .max(10_000_000, 'Available pieces are too many');

const minOrder = number()
  .typeError('Minimum order must be a number')
  .required('Minimum order is required')
  .integer('Minimum order must be a whole number')
  .min(1, 'Minimum order must be at least 1')
  .max(1_000_000, 'Minimum order is too high');

/** Pieces per case: every quantity ordered must be a multiple of it (domain/case-pack.ts); 1 by default. */
const orderMultiple = number()
  .typeError('Pieces per case must be a number')
  .integer('Pieces per case must be a whole number')
  .min(1, 'Pieces per case must be at least 1')
  .max(MAX_ORDER_MULTIPLE, 'Pieces per case is too high');

/** Empty (null) means the default, minOrder × 2 (domain/stock.ts effectiveReorderPoint). */
const reorderPoint = number()
  .typeError('Reorder point must be a number')
  .nullable()
  // A form's empty field; the API validates strictly (no transforms), where only null means the default.
  .transform((value: unknown, original: unknown) => (original === '' ? null : value))
  .integer('Reorder point must be a whole number')
  .min(0, 'Reorder point cannot be negative')
  .max(10_000_000, 'Reorder point is too high');

const toolDescription = string()
  .trim()
  .required('Description is required')
  .max(2000, 'Description is too long (2000 characters at most)');

const sku = string().trim().required('SKU is required').matches(SKU_PATTERN, skuMessage);
/** A new tool's SKU: left out or empty, the API makes one from the name (skuFromName). */
const newSku = string().trim().optional().matches(SKU_PATTERN, { message: skuMessage, excludeEmptyString: true });

/** Category ids are slugs; whether the shop has that category only the API can tell. */
export const CATEGORY_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const categoryMessage = "Choose one of the shop's categories";

const category = string().trim().required('Category is required').matches(CATEGORY_ID_PATTERN, categoryMessage);
/** A new tool's category: left out or empty, the tool goes to DEFAULT_CATEGORY ('Other tools'). */
const newCategory = string()
  .trim()
  .optional()
  .matches(CATEGORY_ID_PATTERN, { message: categoryMessage, excludeEmptyString: true });

const priceTier = object({
  minQuantity: number()
    .typeError('Tier quantity must be a number')
    .required('Tier quantity is required')
    .integer('Tier quantity must be a whole number')
    .min(2, 'Tier quantity must be at least 2')
    .max(10_000_000, 'Tier quantity is too high'),
  price: number()
    .typeError('Tier price must be a number')
    .required('Tier price is required')
    .moreThan(0, 'Tier price must be above 0')
    .max(1_000_000, 'Tier price is too high')
    .test('cents', 'Tier price can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v)),
}).noUnknown(true, 'A price tier has only minQuantity and price');

const priceTiers = array(priceTier)
  .typeError('Price tiers must be a list')
  .max(MAX_PRICE_TIERS, `At most ${MAX_PRICE_TIERS} price tiers`);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The tiers against the tool's price and minimum order (see priceTierProblem), where the values
 * at hand have all three. An edit that sends only some of them is checked by the API against the
 * stored tool, with the same messages.
 */
function tiersFitTheTool(this: TestContext, value: unknown) {
  if (typeof value !== 'object' || value === null) return true;
  const { price: listPrice, minOrder: minimum, priceTiers: tiers } = value as Record<string, unknown>;
  if (!isNumber(listPrice) || !isNumber(minimum) || !Array.isArray(tiers)) return true;
  const shaped = tiers.filter(
    (t): t is { minQuantity: number; price: number } =>
      typeof t === 'object' &&
      t !== null &&
      isNumber((t as { minQuantity?: unknown }).minQuantity) &&
      isNumber((t as { price?: unknown }).price),
  );
  if (shaped.length !== tiers.length) return true;
  const problem = priceTierProblem(
    shaped.map((t) => ({ minQuantity: t.minQuantity, priceCents: toCents(t.price) })),
    { priceCents: toCents(listPrice), minOrder: minimum },
  );
  if (!problem) return true;
  return this.createError({ path: priceTierPath(this.path, problem.index, problem.field), message: problem.message });
}

/** Where a tier problem is reported: `priceTiers[1].price`, under the object's own path. */
export function priceTierPath(parent: string | undefined, index: number, field: 'minQuantity' | 'price'): string {
  return `${parent ? `${parent}.` : ''}priceTiers[${index}].${field}`;
}

/**
 * The minimum order in whole cases (minOrderCasePackProblem), reported on minOrder, where the
 * values at hand have both (a missing orderMultiple is 1). An edit that sends only one of them is
 * checked by the API against the stored tool, with the same message.
 */
function minOrderInWholeCases(this: TestContext, value: unknown) {
  if (typeof value !== 'object' || value === null) return true;
  const { minOrder: minimum, orderMultiple: multiple } = value as Record<string, unknown>;
  if (!isNumber(minimum) || !Number.isInteger(minimum)) return true;
  if (multiple !== undefined && multiple !== null && !(isNumber(multiple) && Number.isInteger(multiple))) return true;
  const message = minOrderCasePackProblem({
    minOrder: minimum,
    orderMultiple: isNumber(multiple) ? multiple : DEFAULT_ORDER_MULTIPLE,
  });
  return message ? this.createError({ path: `${this.path ? `${this.path}.` : ''}minOrder`, message }) : true;
}

/** Fields an admin types on the Add Product page (the image is chosen separately). */
export const toolFieldsSchema = object({
  toolName: string().trim().required('Tools name is required').max(120, 'Tools name is too long'),
  price,
  available,
  minOrder,
  toolDescription,
  sku,
  category,
  priceTiers: priceTiers.default([]),
  reorderPoint: reorderPoint.default(null),
  orderMultiple: orderMultiple.default(DEFAULT_ORDER_MULTIPLE),
})
  .test('price-tiers', 'The price tiers do not fit the tool', tiersFitTheTool)
  .test('case-pack', 'The minimum order is not whole cases', minOrderInWholeCases);

export type ToolFieldsValues = InferType<typeof toolFieldsSchema>;

/** `POST /api/tool`'s tool: the fields, the image, and a SKU and category that may be left out. */
export const newToolSchema = toolFieldsSchema.shape({
  imageLink: string().trim().required('Image is required').max(2000, 'Image link is too long'),
  sku: newSku,
  category: newCategory,
});

/** A row of a catalogue import: as a new tool, but its SKU (the key it is upserted by) and category are required. */
export const importedToolSchema = newToolSchema.shape({ sku, category });

export const postToolBodySchema = object({
  updatedInfo: newToolSchema.required('updatedInfo is required'),
});

export const EDITABLE_TOOL_FIELDS = [
  'price',
  'available',
  'minOrder',
  'toolDescription',
  'sku',
  'category',
  'priceTiers',
  'reorderPoint',
  'orderMultiple',
] as const;

/**
 * The Edit dialog: any of price, stock, minimum order, description, SKU, category, tiers, reorder
 * point (null: back to the default) and pieces per case.
 */
export const toolEditSchema = object({
  price: price.optional().default(undefined),
  available: available.optional().default(undefined),
  minOrder: minOrder.optional().default(undefined),
  toolDescription: toolDescription.optional().default(undefined),
  sku: sku.optional().default(undefined),
  category: category.optional().default(undefined),
  priceTiers: priceTiers.optional().default(undefined),
  reorderPoint: reorderPoint.optional().default(undefined),
  orderMultiple: orderMultiple.optional().default(undefined),
})
  .noUnknown(true, `Only ${EDITABLE_TOOL_FIELDS.join(', ')} can be edited`)
  .test('price-tiers', 'The price tiers do not fit the tool', tiersFitTheTool)
  .test('case-pack', 'The minimum order is not whole cases', function (value) {
    // Only an edit that sends both; the API checks either one against the stored tool.
    const { orderMultiple: multiple } = (value ?? {}) as Record<string, unknown>;
    return multiple === undefined ? true : minOrderInWholeCases.call(this, value);
  });

export type ToolEditValues = InferType<typeof toolEditSchema>;

export const patchToolBodySchema = object({
  updatedInfo: toolEditSchema.required('updatedInfo is required'),
});
