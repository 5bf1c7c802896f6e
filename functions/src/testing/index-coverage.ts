import { DOCUMENT_ID, type Direction, type QueryShape } from '../firestore/query-shape';

/**
 * Firestore's rules for which index serves a query, for the shapes our queries take (equality
 * filters, at most one array-contains, an order ending with the document id), so a test can check
 * firestore.indexes.json against every query the API can issue. Production refuses a query that
 * no index serves; the emulator serves everything, so nothing else would notice.
 */

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const ORDER: Record<Direction, 'ASCENDING' | 'DESCENDING'> = { asc: 'ASCENDING', desc: 'DESCENDING' };

const sortFields = (shape: QueryShape) => shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);

/** The direction of the document-id tie-break: explicit, else that of the last order (Firestore's rule). */
function documentIdDirection(shape: QueryShape): Direction {
  const explicit = shape.orderBy.find((o) => o.field === DOCUMENT_ID);
  return explicit?.direction ?? shape.orderBy[shape.orderBy.length - 1]?.direction ?? 'asc';
}

/** A `fieldOverrides` entry; `indexes: []` exempts the field from single-field indexing. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes?: unknown[];
}

/**
 * Single-field indexes (automatic, unless the field is exempted) serve: equality filters alone,
 * however many (Firestore merges their indexes); one array-contains alone; one order alone.
 * Anything that orders by a field and filters on another, or mixes array-contains with anything,
 * needs a composite index.
 */
export function servedBySingleFieldIndexes(shape: QueryShape, overrides: readonly FieldOverride[] = []): boolean {
  const used = [
    ...shape.equalities,
    ...(shape.arrayContains ? [shape.arrayContains] : []),
    ...shape.orderBy.map((o) => o.field),
  ];
  const exempt = (field: string) =>
    overrides.some(
      (o) => o.collectionGroup === shape.collectionGroup && o.fieldPath === field && o.indexes?.length === 0,
    );
  if (used.some(exempt)) return false;
  const sorts = sortFields(shape);
  const filterCount = shape.equalities.length + (shape.arrayContains ? 1 : 0);
  if (sorts.length === 0) return shape.arrayContains === null || shape.equalities.length === 0;
  return filterCount === 0 && sorts.length === 1;
}

/**
 * Whether a composite index serves the query: its fields are the equality fields and the
 * array-contains field (in any order, the latter as CONTAINS), then the ordered fields in the
 * query's order and directions, then the document id in the direction of the last order.
 */
export function compositeServes(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== 'COLLECTION') return false;
  const prefixSize = shape.equalities.length + (shape.arrayContains ? 1 : 0);
  const prefix = index.fields.slice(0, prefixSize);
  const prefixMatches =
    prefix.length === prefixSize &&
    prefix.every((f) =>
      f.arrayConfig === 'CONTAINS'
        ? f.fieldPath === shape.arrayContains
        : f.order !== undefined && shape.equalities.includes(f.fieldPath),
    ) &&
    new Set(prefix.map((f) => f.fieldPath)).size === prefixSize;
  if (!prefixMatches) return false;
  const expectedRest: IndexField[] = [
    ...sortFields(shape).map((o) => ({ fieldPath: o.field, order: ORDER[o.direction] })),
    { fieldPath: DOCUMENT_ID, order: ORDER[documentIdDirection(shape)] },
  ];
  const rest = index.fields.slice(prefixSize);
  return (
    rest.length === expectedRest.length &&
    rest.every(
      (f, i) => f.fieldPath === expectedRest[i]?.fieldPath && f.order === expectedRest[i]?.order && !f.arrayConfig,
    )
  );
}

/** The index to add for a query no index serves (what the test prints when one is missing). */
export function compositeIndexFor(shape: QueryShape): CompositeIndex {
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      ...shape.equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...(shape.arrayContains ? [{ fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' as const }] : []),
      ...sortFields(shape).map((o): IndexField => ({ fieldPath: o.field, order: ORDER[o.direction] })),
      { fieldPath: DOCUMENT_ID, order: ORDER[documentIdDirection(shape)] },
    ],
  };
}

export function isServed(
  indexes: readonly CompositeIndex[],
  shape: QueryShape,
  overrides: readonly FieldOverride[] = [],
): boolean {
  return servedBySingleFieldIndexes(shape, overrides) || indexes.some((index) => compositeServes(index, shape));
}
