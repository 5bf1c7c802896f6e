import { Timestamp } from 'firebase-admin/firestore';

export function isoOrNull(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export function millisOf(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : 0;
}
