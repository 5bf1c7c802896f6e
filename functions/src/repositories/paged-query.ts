import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { decodeCursor, encodeCursor, type PageRequest } from '../http/paging';
import { readQuery } from './read-meter';
import { millisOf } from './timestamps';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Newest first by `createdAt`, ties broken by document id; reads limit + 1 documents to know
 * whether a next page exists, never the whole collection.
 */
export async function newestFirstPage<T>(
  query: Query,
  page: PageRequest,
  map: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  let q = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.after) {
    const [millis, id] = decodeCursor(page.after);
    q = q.startAfter(Timestamp.fromMillis(millis), id);
  }
  const snap = await readQuery(q.limit(page.limit + 1));
  const docs = snap.docs.slice(0, page.limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > page.limit && last ? encodeCursor([millisOf(last.get('createdAt')), last.id]) : null;
  return { items: docs.map(map), nextCursor };
}
