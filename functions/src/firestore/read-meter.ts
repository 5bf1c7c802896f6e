import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';

/**
 * Counts the Firestore documents one API request reads and writes, the way Firestore bills them: a
 * document get is one read (found or not), a query is the documents it returns and at least one;
 * each document a committed transaction sets, creates, updates or deletes is one write. The
 * emulator has no such counter; the bench uses this one to check that a page's reads do not grow
 * with the catalog, and reports each endpoint's cost. Outside a metered request (see
 * middleware/read-meter.ts) nothing is counted.
 */
export interface ReadMeter {
  reads: number;
  /** Of `reads`, those count() aggregations billed: they grow by one per 1,000 entries counted. */
  countReads?: number;
  /** Documents written: by the request's committed transactions (firestore/transaction.ts) and its single writes. */
  writes?: number;
}

const meters = new AsyncLocalStorage<ReadMeter>();

/** Runs `fn` (and everything it awaits) with reads counted into `meter`. */
export function runMetered<T>(meter: ReadMeter, fn: () => T): T {
  return meters.run(meter, fn);
}

export function recordReads(documents: number) {
  const meter = meters.getStore();
  if (meter) meter.reads += documents;
}

export function recordWrites(documents: number) {
  const meter = meters.getStore();
  if (meter) meter.writes = (meter.writes ?? 0) + documents;
}

export async function readDoc<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  const snap = await ref.get();
  recordReads(1);
  return snap;
}

/** Several documents in one call (BatchGetDocuments): each asked for is billed, found or not. */
export async function readDocs(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  const snaps = await refs[0]!.firestore.getAll(...refs);
  recordReads(snaps.length);
  return snaps;
}

export async function readQuery<T>(query: Query<T>): Promise<QuerySnapshot<T>> {
  const snap = await query.get();
  recordReads(Math.max(1, snap.size));
  return snap;
}

/** Firestore bills a count() one read per 1,000 index entries it matched, and at least one. */
export const COUNT_ENTRIES_PER_READ = 1000;

export async function countQuery<T>(query: Query<T>): Promise<number> {
  const snap = await query.count().get();
  const count = snap.data().count;
  const reads = Math.max(1, Math.ceil(count / COUNT_ENTRIES_PER_READ));
  recordReads(reads);
  const meter = meters.getStore();
  if (meter) meter.countReads = (meter.countReads ?? 0) + reads;
  return count;
}

export async function readDocInTransaction<T>(
  tx: Transaction,
  ref: DocumentReference<T>,
): Promise<DocumentSnapshot<T>> {
  const snap = await tx.get(ref);
  recordReads(1);
  return snap;
}

/** Several documents in one call (BatchGetDocuments), each under the transaction's lock. */
export async function readAllInTransaction<T>(
  tx: Transaction,
  refs: DocumentReference<T>[],
): Promise<DocumentSnapshot<T>[]> {
  const snaps = await tx.getAll(...refs);
  recordReads(snaps.length);
  return snaps;
}

export async function readQueryInTransaction<T>(tx: Transaction, query: Query<T>): Promise<QuerySnapshot<T>> {
  const snap = await tx.get(query);
  recordReads(Math.max(1, snap.size));
  return snap;
}
