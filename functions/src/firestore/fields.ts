import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/**
 * Typed reads of a stored document's fields, for the converters: a field of the wrong type (or a
 * missing one) reads as the given fallback instead of leaking `undefined` or an object into the API.
 */
export const fields = (data: DocumentData) => ({
  string: (key: string, fallback = ''): string => (typeof data[key] === 'string' ? data[key] : fallback),
  optionalString: (key: string): string | undefined =>
    typeof data[key] === 'string' && data[key] !== '' ? data[key] : undefined,
  number: (key: string, fallback = 0): number =>
    typeof data[key] === 'number' && Number.isFinite(data[key]) ? data[key] : fallback,
  boolean: (key: string): boolean => data[key] === true,
  timestamp: (key: string): Timestamp | null => (data[key] instanceof Timestamp ? data[key] : null),
  record: (key: string): DocumentData => (isRecord(data[key]) ? data[key] : {}),
  strings: (key: string): string[] =>
    Array.isArray(data[key]) ? data[key].filter((item): item is string => typeof item === 'string') : [],
  records: (key: string): DocumentData[] => (Array.isArray(data[key]) ? data[key].filter(isRecord) : []),
});

function isRecord(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isoOrNull(value: Timestamp | null): string | null {
  return value ? value.toDate().toISOString() : null;
}

export function millisOf(value: Timestamp | null): number {
  return value ? value.toMillis() : 0;
}
