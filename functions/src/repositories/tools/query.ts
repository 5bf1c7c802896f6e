import { FieldPath, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID } from '../../firestore/query-shape';
import type { ToolQuerySpec } from './list-shape';

/** The Firestore query a spec describes, on `base` (a tools collection, with or without a converter). */
export function buildToolQuery<T>(base: Query<T>, spec: ToolQuerySpec): Query<T> {
  let query = base;
  for (const [field, value] of spec.equalities) query = query.where(field, '==', value);
  if (spec.oneOf) query = query.where(spec.oneOf[0], 'in', spec.oneOf[1]);
  if (spec.arrayContains) query = query.where(spec.arrayContains[0], 'array-contains', spec.arrayContains[1]);
  for (const { field, direction } of spec.orderBy) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  return query;
}
