import { Buffer } from 'node:buffer';
import { isPlausibleId } from './document-id';

/**
 * Where a newest-first page starts: the last item's creation time and id. Clients see it as an
 * opaque base64url string; decoding refuses anything this API could not have written (a forged
 * time far outside Firestore's range, an id that could not name a document), so a crafted cursor
 * never reaches a query.
 */
export interface Cursor {
  millis: number;
  id: string;
}

/** Firestore timestamps run from year 1 to 9999; a creation time is never before the epoch. */
const MAX_MILLIS = 253_402_300_799_999;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.millis, cursor.id])).toString('base64url');
}

/** The cursor, or null when the text is not one this API wrote. */
export function decodeCursor(text: string): Cursor | null {
  if (text.length === 0 || text.length > 500 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 2) return null;
  const [millis, id] = parts as unknown[];
  if (typeof millis !== 'number' || !Number.isSafeInteger(millis) || millis < 0 || millis > MAX_MILLIS) return null;
  if (typeof id !== 'string' || !isPlausibleId(id)) return null;
  return { millis, id };
}
