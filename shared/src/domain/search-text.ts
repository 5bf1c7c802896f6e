/**
 * How catalogue search reads text, on both sides: lower case, accents stripped (é → e, via NFD
 * and dropping the combining marks), apostrophes dropped (joiner's → joiners), then words are
 * the runs of letters and digits. A tool matches a search when every searched word is a prefix
 * of one of its words.
 */

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’]/g;
const WORD = /[\p{L}\p{N}]+/gu;

export function normaliseText(text: string): string {
  // Lower case first: some capitals lower-case into a letter plus a combining mark (İ → i̇).
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(APOSTROPHES, '');
}

export function searchWords(text: string): string[] {
  return normaliseText(text).match(WORD) ?? [];
}

/** Every prefix of every word, each once (the tokens a tool stores for search). */
export function wordPrefixes(words: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const word of words) {
    // Code points, not UTF-16 units: a prefix never splits a character.
    const chars = [...word];
    for (let end = 1; end <= chars.length; end++) prefixes.add(chars.slice(0, end).join(''));
  }
  return [...prefixes];
}

/** A name as the catalogue sorts it: normalised, single spaces. */
export function sortableName(name: string): string {
  return searchWords(name).join(' ');
}

/** The words a search must check: a word another one starts with adds nothing ("sawn" has "saw"). */
export function searchTerms(words: readonly string[]): string[] {
  const distinct = [...new Set(words)];
  return distinct.filter((word) => !distinct.some((other) => other !== word && other.startsWith(word)));
}
