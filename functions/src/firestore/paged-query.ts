import { FieldPath, type Query, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { encodeCursor, micros, timestampOf, type Cursor } from './cursor';
import { readQuery } from './read-meter';
import { DOCUMENT_ID, type OrderField } from './query-shape';

/** The order of every paged list but the catalogue: `createdAt` descending, then the document id. */
export const NEWEST_FIRST: readonly OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];

export interface PageRequest {
  limit: number;
  /** Start after this item; null for the first page. */
  after: Cursor | null;
}

export interface Page<T> {
  items: T[];
  /** The next page's cursor, encoded for the client, or null on the last page. */
  nextCursor: string | null;
}

/**
 * Newest first by `createdAt` (or, with `direction` 'asc', oldest first), ties broken by document
 * id; reads limit + 1 documents to know whether a next page exists, never the whole collection.
 * The cursor keeps the last creation time to the microsecond, so items made in the same
 * millisecond as a page's last one are not skipped.
 * `query` carries the collection's converter; `toItem` turns each record into what the API answers.
 */
export async function newestFirstPage<T extends { createdAt: Timestamp | null }, U>(
  query: Query<T>,
  page: PageRequest,
  toItem: (record: T) => U,
  direction: 'asc' | 'desc' = 'desc',
): Promise<Page<U>> {
  let q = query;
  for (const { field } of NEWEST_FIRST) {
    q = q.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  if (page.after) q = q.startAfter(timestampOf(page.after.micros), page.after.id);
  const snap = await readQuery(q.limit(page.limit + 1));
  const docs: QueryDocumentSnapshot<T>[] = snap.docs.slice(0, page.limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > page.limit && last ? encodeCursor({ micros: micros(last.data().createdAt), id: last.id }) : null;
  return { items: docs.map((d) => toItem(d.data())), nextCursor };
}
