import { normaliseText } from './search-text';

/**
 * What a new tool gets when its body leaves out a SKU or a category (the Add Product body of older
 * clients has neither). Both can be edited later like any other.
 */

/** The category of tools added without one: a category like the others, made when first needed. */
export const DEFAULT_CATEGORY = { id: 'other-tools', name: 'Other tools' } as const;

/** Latin letters that do not lose their accent by decomposing (ł is not l + a mark). */
const LATIN_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/** Letters and digits of a SKU's random suffix, without the look-alikes 0/O and 1/I. */
const SUFFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The longest SKU is 32 characters (SKU_PATTERN): the name's part leaves room for `-` and the suffix. */
const MAX_SKU_LENGTH = 32;

/** A random suffix of `length` characters; `random` returns [0, 1), as Math.random does. */
export function skuSuffix(length: number, random: () => number = Math.random): string {
  return Array.from({ length }, () => SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)]).join('');
}

/**
 * A readable SKU made from a tool's name and a suffix: `16 oz Curved Claw Hammer` and `7Q2` give
 * `16-OZ-CURVED-CLAW-HAMMER-7Q2`. The name's words are upper-cased without accents, joined by `-`
 * and cut at a word's end to fit 32 characters; a name with no Latin letters or digits gives `TOOL`.
 * Uniqueness is the caller's to check (the SKU's claim, in the transaction that creates the tool).
 */
export function skuFromName(name: string, suffix: string): string {
  const latin = normaliseText(name).replace(/[łøđħßæœþ]/g, (letter) => LATIN_LETTERS[letter] ?? '');
  const words = latin.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  const room = MAX_SKU_LENGTH - suffix.length - 1;
  let base = '';
  for (const word of words) {
    const next = base === '' ? word : `${base}-${word}`;
    if (next.length > room) {
      if (base === '') base = word.slice(0, room);
      break;
    }
    base = next;
  }
  return `${base || 'TOOL'}-${suffix}`;
}
