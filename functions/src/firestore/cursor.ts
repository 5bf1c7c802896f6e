import { Buffer } from 'node:buffer';
import { Timestamp } from 'firebase-admin/firestore';
import { isPlausibleId } from './document-id';

/**
 * Where a newest-first page starts: the last item's creation time, in whole microseconds since the
 * epoch (the precision Firestore stores), and its id. Clients see it as an opaque base64url string;
 * decoding refuses anything this API could not have written (a forged time far outside Firestore's
 * range, an id that could not name a document), so a crafted cursor never reaches a query.
 */
export interface Cursor {
  micros: number;
  id: string;
}

/** Firestore timestamps run from year 1 to 9999; a creation time is never before the epoch. */
const MAX_MILLIS = 253_402_300_799_999;
const MAX_MICROS = MAX_MILLIS * 1000 + 999;
/** The tag of a cursor in microseconds. Untagged `[millis, id]` cursors (written before) still decode. */
const MICROS_TAG = 'u';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([MICROS_TAG, cursor.micros, cursor.id])).toString('base64url');
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

/** The cursor, or null when the text is not one this API wrote (now, or as `[millis, id]` before). */
export function decodeCursor(text: string): Cursor | null {
  if (text.length === 0 || text.length > 500 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  let micros: number;
  let id: unknown;
  if (parts.length === 3 && parts[0] === MICROS_TAG && isWhole(parts[1], MAX_MICROS)) {
    [, micros, id] = parts as [string, number, unknown];
  } else if (parts.length === 2 && isWhole(parts[0], MAX_MILLIS)) {
    micros = (parts[0] as number) * 1000;
    id = parts[1];
  } else {
    return null;
  }
  if (typeof id !== 'string' || !isPlausibleId(id)) return null;
  return { micros, id };
}

/**
 * Where a page of a list in another order starts: the last item's sort key (one value per sorted
 * field) and id, tagged with the order it belongs to, so a cursor of one sort is refused by
 * another. Each value is checked against what its field can hold.
 */
export type SortKeyKind =
  /** A Firestore timestamp, as whole microseconds since the epoch (its stored precision). */
  | 'timestamp'
  /** A whole number of at least 0 (cents, pieces). */
  | 'count'
  /** A string already in its sortable form (the key must equal `normalised(key)`). */
  | 'text';

export type SortKeyValue = number | string;

export interface SortCursor {
  tag: string;
  values: SortKeyValue[];
  id: string;
}

export interface SortKeySpec {
  kind: SortKeyKind;
  /** For 'text': the normalisation the stored key went through. */
  normalised?: (text: string) => string;
}

const MAX_TEXT_KEY = 400;

export function encodeSortCursor(cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([cursor.tag, ...cursor.values, cursor.id])).toString('base64url');
}

function isValidKey(value: unknown, spec: SortKeySpec): boolean {
  switch (spec.kind) {
    case 'timestamp':
    case 'count':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    case 'text':
      return (
        typeof value === 'string' &&
        value.length <= MAX_TEXT_KEY &&
        (spec.normalised ? spec.normalised(value) === value : true)
      );
  }
}

/** The cursor, or null when the text is not one this API wrote for the order `tag` with these keys. */
export function decodeSortCursor(text: string, tag: string, keys: readonly SortKeySpec[]): SortCursor | null {
  if (text.length === 0 || text.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== keys.length + 2 || parts[0] !== tag) return null;
  const values = parts.slice(1, -1) as unknown[];
  const id: unknown = parts[parts.length - 1];
  if (!keys.every((spec, i) => isValidKey(values[i], spec))) return null;
  if (typeof id !== 'string' || !isPlausibleId(id)) return null;
  return { tag, values: values as SortKeyValue[], id };
}

// Firestore keeps timestamps to the microsecond: a cursor in milliseconds would skip the documents
// created in the same millisecond as a page's last one, after it.
export const micros = (t: Timestamp | null) => (t ? t.seconds * 1_000_000 + Math.floor(t.nanoseconds / 1000) : 0);
export const timestampOf = (value: number) => new Timestamp(Math.floor(value / 1_000_000), (value % 1_000_000) * 1000);
