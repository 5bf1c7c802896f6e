import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INVENTORY_SORTS, ORDER_LIST_SORTS, ORDER_STATUSES, TOOL_SORTS } from '@toolshub/shared';
import {
  compositeIndexFor,
  compositeServes,
  isServed,
  servedBySingleFieldIndexes,
  type CompositeIndex,
  type FieldOverride,
} from '../testing/index-coverage';
import { auditQueryShape, type AuditQueryFilters } from '../repositories/audit/queries';
import {
  orderListShape,
  orderListSpec,
  orderQueries,
  orderQueryShape,
  type OrderListCriteria,
} from '../repositories/orders/queries';
import { lowStockSpec } from '../analytics/low-stock';
import { stockMovementQueryShape } from '../repositories/stock-movements';
import {
  categoryCountSpec,
  inventorySpec,
  MAX_IN_VALUES,
  shapeOf,
  skuLookupSpecs,
  toolListSpec,
  type InventoryFilters,
  type ToolQueryFilters,
} from '../repositories/tools/list-shape';
import type { QueryShape } from '../firestore/query-shape';

const indexFile = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
};

/**
 * A value of each kind for every filter the list knows, absent and present. The mapped type makes
 * a new filter fail to compile here until it is listed, so no filter escapes the check.
 */
const FILTER_VALUES: { [K in keyof ToolQueryFilters]-?: ToolQueryFilters[K][] } = {
  archived: [false, true],
  category: [null, 'saws'],
  inStock: [false, true],
  searchToken: [null, 'saw'],
};

/** Every combination of one value per key. */
function combinations<T>(values: { [K in keyof T]-?: T[K][] }): T[] {
  let combos: Partial<T>[] = [{}];
  for (const [key, options] of Object.entries(values)) {
    combos = combos.flatMap((combo) => (options as unknown[]).map((value) => ({ ...combo, [key]: value })));
  }
  return combos as T[];
}

const everyFilterCombination = () => combinations<ToolQueryFilters>(FILTER_VALUES);

const INVENTORY_FILTER_VALUES: { [K in keyof InventoryFilters]-?: InventoryFilters[K][] } = {
  archived: [null, false, true],
  category: [null, 'saws'],
  lowStock: [false, true],
};

const DAY = new Date('2026-01-01T00:00:00Z');
/** All Orders' filters: each absent and present (payment with each of its values). */
const ORDER_FILTER_VALUES: { [K in keyof OrderListCriteria]-?: OrderListCriteria[K][] } = {
  status: [null, ORDER_STATUSES[0]],
  payment: [null, 'paid', 'unpaid', 'overdue'],
  email: [null, 'buyer@example.com'],
  createdFrom: [null, DAY],
  createdBefore: [null, DAY],
  now: [DAY],
};

/**
 * Every query GET /api/orders and its CSV export can send, and GET /api/company/orders (the same
 * filters within a company's scope, its e-mail filter part of the scope).
 */
function everyOrderListShape(): { name: string; shape: QueryShape }[] {
  return combinations<OrderListCriteria>(ORDER_FILTER_VALUES).flatMap((criteria) =>
    ORDER_LIST_SORTS.flatMap((sort) =>
      [null, 'company-1/uid:u1'].map((scope) => ({
        name: `orders list ${JSON.stringify(criteria)} sort=${sort}${scope ? " (a company's)" : ''}`,
        shape: orderListShape(orderListSpec(criteria, sort, scope)),
      })),
    ),
  );
}

/** Every query GET /api/inventory can send. */
function everyInventoryShape(): { name: string; shape: QueryShape }[] {
  return combinations<InventoryFilters>(INVENTORY_FILTER_VALUES).flatMap((filters) =>
    INVENTORY_SORTS.map((sort) => ({
      name: `inventory ${JSON.stringify(filters)} sort=${sort}`,
      shape: shapeOf(inventorySpec(filters, sort)),
    })),
  );
}

/** Every query GET /api/tools (list, count, search scan) and GET /api/categories can send. */
function everyToolQueryShape(): { name: string; shape: QueryShape }[] {
  const list = everyFilterCombination().flatMap((filters) =>
    TOOL_SORTS.map((sort) => ({
      name: `${JSON.stringify(filters)} sort=${sort}`,
      shape: shapeOf(toolListSpec(filters, sort)),
    })),
  );
  const skuLookups = skuLookupSpecs(['HAM-CLAW-16OZ']).map((spec) => ({ name: 'SKU lookup', shape: shapeOf(spec) }));
  return [
    ...list,
    { name: 'category toolCount', shape: shapeOf(categoryCountSpec('saws')) },
    ...skuLookups,
    ...everyInventoryShape(),
    { name: 'low-stock list (analytics)', shape: shapeOf(lowStockSpec()) },
  ];
}

/** Every query the API sends to `orders`, each with a sample value. */
function everyOrderQueryShape(): { name: string; shape: QueryShape }[] {
  const named = Object.entries(orderQueries).map(([name, spec]) => ({
    name: `orders ${name}`,
    shape: orderQueryShape(spec('x')),
  }));
  return [...named, ...everyOrderListShape()];
}

/** Every filter combination GET /api/audit can send (the mapped type lists each filter). */
function everyAuditQueryShape(): { name: string; shape: QueryShape }[] {
  const values: { [K in keyof AuditQueryFilters]-?: AuditQueryFilters[K][] } = {
    action: [null, 'tool.created'],
    targetId: [null, 'x'],
    actorEmail: [null, 'admin@example.com'],
  };
  let combos: Partial<AuditQueryFilters>[] = [{}];
  for (const [key, options] of Object.entries(values)) {
    combos = combos.flatMap((combo) => options.map((value) => ({ ...combo, [key]: value })));
  }
  return combos.map((filters) => ({
    name: `audit ${JSON.stringify(filters)}`,
    shape: auditQueryShape(filters as AuditQueryFilters),
  }));
}

const describeShape = (shape: QueryShape) => JSON.stringify(compositeIndexFor(shape));

describe.each([
  { collection: 'tools', shapes: everyToolQueryShape() },
  { collection: 'orders', shapes: everyOrderQueryShape() },
  { collection: 'audit', shapes: everyAuditQueryShape() },
  { collection: 'stockMovements', shapes: [{ name: "a tool's stock movements", shape: stockMovementQueryShape() }] },
])('firestore.indexes.json for $collection', ({ collection, shapes }) => {
  it.each(shapes)('serves $name', ({ shape }) => {
    expect(isServed(indexFile.indexes, shape, indexFile.fieldOverrides), `missing index: ${describeShape(shape)}`).toBe(
      true,
    );
  });

  it(`holds no ${collection} index that no query uses`, () => {
    const unused = indexFile.indexes.filter(
      (index) => index.collectionGroup === collection && !shapes.some(({ shape }) => compositeServes(index, shape)),
    );
    expect(unused).toEqual([]);
  });
});

describe('the queries checked', () => {
  it('enumerate every filter combination with every sort', () => {
    expect(everyToolQueryShape()).toHaveLength(
      2 ** Object.keys(FILTER_VALUES).length * TOOL_SORTS.length + 3 + 3 * 2 * 2 * INVENTORY_SORTS.length,
    );
    // All Orders' and a company's (its scope instead of the e-mail filter).
    expect(everyOrderListShape()).toHaveLength(2 * 4 * 2 * 2 * 2 * ORDER_LIST_SORTS.length * 2);
  });

  it('orders every ranged field of All Orders (dates, overdue) after the sort, before the id', () => {
    const shape = orderListShape(
      orderListSpec(
        { status: null, payment: 'overdue', email: null, createdFrom: DAY, createdBefore: null, now: DAY },
        '-total',
      ),
    );
    expect(shape.equalities).toEqual(['payment']);
    expect(shape.orderBy).toEqual([
      { field: 'totalBillCents', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
      { field: 'paymentDueAt', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ]);
  });

  it('counts the tool-removal query (status in, toolIds array-contains) as needing a composite index', () => {
    const removal = orderQueryShape(orderQueries.openWithTool('x'));
    expect(servedBySingleFieldIndexes(removal)).toBe(false);
    expect(isServed(indexFile.indexes, removal, indexFile.fieldOverrides)).toBe(true);
  });
});

describe('the SKU lookup', () => {
  it('splits its SKUs into queries Firestore takes (at most 30 values in one `in`)', () => {
    const skus = Array.from({ length: 50 }, (_, i) => `SKU-${i}`);
    const specs = skuLookupSpecs(skus);
    expect(specs.map((spec) => spec.oneOf?.[1].length)).toEqual([MAX_IN_VALUES, 50 - MAX_IN_VALUES]);
    expect(specs.flatMap((spec) => spec.oneOf?.[1] ?? [])).toEqual(skus);
  });

  it('is served by the single-field indexes (equality on archived, `in` on sku), so it needs no composite index', () => {
    const [spec] = skuLookupSpecs(['HAM-CLAW-16OZ']);
    if (!spec) throw new Error('expected one query');
    expect(shapeOf(spec).equalities).toEqual(['archived', 'sku']);
    expect(servedBySingleFieldIndexes(shapeOf(spec), indexFile.fieldOverrides)).toBe(true);
  });
});

describe('the index rules the check applies', () => {
  const newestInCategory = shapeOf(
    toolListSpec({ archived: false, category: 'saws', inStock: false, searchToken: null }, 'newest'),
  );
  const good = compositeIndexFor(newestInCategory);

  it('serves with the equality fields in any order', () => {
    const [archived, category, ...rest] = good.fields;
    if (!archived || !category) throw new Error('expected two equality fields');
    expect(compositeServes({ ...good, fields: [category, archived, ...rest] }, newestInCategory)).toBe(true);
  });

  it('does not serve with an order in the wrong direction, a missing field or a wrong tie-break', () => {
    const flipped = good.fields.map((f) => (f.fieldPath === 'createdAt' ? { ...f, order: 'ASCENDING' as const } : f));
    expect(compositeServes({ ...good, fields: flipped }, newestInCategory)).toBe(false);
    expect(
      compositeServes({ ...good, fields: good.fields.filter((f) => f.fieldPath !== 'category') }, newestInCategory),
    ).toBe(false);
    const ascendingId = good.fields.map((f) =>
      f.fieldPath === '__name__' ? { ...f, order: 'ASCENDING' as const } : f,
    );
    expect(compositeServes({ ...good, fields: ascendingId }, newestInCategory)).toBe(false);
    expect(compositeServes({ ...good, collectionGroup: 'orders' }, newestInCategory)).toBe(false);
  });

  it('wants array-contains as CONTAINS, not as an ordered field', () => {
    const search = shapeOf(
      toolListSpec({ archived: false, category: null, inStock: false, searchToken: 'saw' }, 'price'),
    );
    const index = compositeIndexFor(search);
    expect(compositeServes(index, search)).toBe(true);
    const ordered = index.fields.map((f) =>
      f.fieldPath === 'searchTokens' ? { fieldPath: f.fieldPath, order: 'ASCENDING' as const } : f,
    );
    expect(compositeServes({ ...index, fields: ordered }, search)).toBe(false);
  });

  it('needs no composite index for equalities alone, and one as soon as another field is ordered', () => {
    expect(servedBySingleFieldIndexes(shapeOf(categoryCountSpec('saws')))).toBe(true);
    expect(servedBySingleFieldIndexes(newestInCategory)).toBe(false);
    expect(isServed([], newestInCategory)).toBe(false);
  });

  it('counts an exempted field as having no single-field index', () => {
    const tokensOnly: QueryShape = {
      collectionGroup: 'tools',
      equalities: [],
      arrayContains: 'searchTokens',
      orderBy: [],
    };
    expect(servedBySingleFieldIndexes(tokensOnly)).toBe(true);
    const exempt = [{ collectionGroup: 'tools', fieldPath: 'searchTokens', indexes: [] }];
    expect(servedBySingleFieldIndexes(tokensOnly, exempt)).toBe(false);
  });
});
