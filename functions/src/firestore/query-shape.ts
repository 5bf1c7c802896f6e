import type { SortKeySpec } from './cursor';

/**
 * A query's order and shape as data, for any collection: the repositories build their queries
 * from specs in these terms, and the index test checks each shape against firestore.indexes.json.
 */

export const DOCUMENT_ID = '__name__';

export type Direction = 'asc' | 'desc';

export interface OrderField {
  field: string;
  direction: Direction;
  /** How the field's value travels in a cursor; the document id needs none. */
  key?: SortKeySpec;
}

/** A query without its values: what decides the index it needs. */
export interface QueryShape {
  collectionGroup: string;
  equalities: string[];
  arrayContains: string | null;
  orderBy: { field: string; direction: Direction }[];
}
