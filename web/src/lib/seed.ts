/**
 * Query data a server-rendered page was rendered with, handed to the browser in a
 * <script type="application/json"> so that React hydrates the same page (no DOM or Node here: the
 * build script and the page function use it too).
 */
export const SEED_ELEMENT_ID = 'toolshub-seed';

/** A query's key and its data. */
export type SeededQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** The seed from its JSON text; anything malformed is dropped (the page then fetches as usual). */
export function parseSeed(text: string | null | undefined): SeededQuery[] {
  if (!text) return [];
  try {
    const seed: unknown = JSON.parse(text);
    return Array.isArray(seed)
      ? seed.filter(
          (entry): entry is SeededQuery => Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0]),
        )
      : [];
  } catch {
    return [];
  }
}
