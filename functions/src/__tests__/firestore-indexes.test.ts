import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_SORTS } from '@toolshub/shared';
import {
  compositeIndexFor,
  compositeServes,
  isServed,
  servedBySingleFieldIndexes,
  type CompositeIndex,
  type FieldOverride,
} from '../testing/index-coverage';
import { lowStockSpec } from '../analytics/low-stock';
import { orderQueries, orderQueryShape } from '../repositories/order-queries';
import {
  categoryCountSpec,
  MAX_IN_VALUES,
  shapeOf,
  skuLookupSpecs,
  toolListSpec,
  type QueryShape,
  type ToolQueryFilters,
} from '../repositories/tool-list-shape';

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

function everyFilterCombination(): ToolQueryFilters[] {
  let combos: Partial<ToolQueryFilters>[] = [{}];
  for (const [key, values] of Object.entries(FILTER_VALUES)) {
    combos = combos.flatMap((combo) => (values as unknown[]).map((value) => ({ ...combo, [key]: value })));
  }
  return combos as ToolQueryFilters[];
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
    { name: 'low-stock list (analytics)', shape: shapeOf(lowStockSpec()) },
  ];
}

/** Every query the API sends to `orders`, each with a sample value. */
function everyOrderQueryShape(): { name: string; shape: QueryShape }[] {
  return Object.entries(orderQueries).map(([name, spec]) => ({
    name: `orders ${name}`,
    shape: orderQueryShape(spec('x')),
  }));
}

const describeShape = (shape: QueryShape) => JSON.stringify(compositeIndexFor(shape));

describe.each([
  { collection: 'tools', shapes: everyToolQueryShape() },
  { collection: 'orders', shapes: everyOrderQueryShape() },
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
    expect(everyToolQueryShape()).toHaveLength(2 ** Object.keys(FILTER_VALUES).length * TOOL_SORTS.length + 3);
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
