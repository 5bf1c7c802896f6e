import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeSortCursor, encodeSortCursor } from '../firestore/cursor';
import { cursorKeys, SORT_ORDERS } from '../repositories/tools/list-shape';

const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('sort-key cursors', () => {
  it('round-trips each sort of the catalogue', () => {
    const samples = {
      newest: [1_762_000_000_123_456],
      popular: [420, 1_762_000_000_123_456],
      price: [1250],
      '-price': [0],
      name: ['no 4 smoothing plane'],
    } as const;
    for (const [sort, values] of Object.entries(samples) as [keyof typeof samples, readonly (string | number)[]][]) {
      const { tag } = SORT_ORDERS[sort];
      const cursor = { tag, values: [...values], id: 'tool-1' };
      expect(decodeSortCursor(encodeSortCursor(cursor), tag, cursorKeys(sort))).toEqual(cursor);
    }
  });

  it("refuses another sort's cursor", () => {
    const text = encodeSortCursor({ tag: SORT_ORDERS.price.tag, values: [1250], id: 'tool-1' });
    expect(decodeSortCursor(text, SORT_ORDERS['-price'].tag, cursorKeys('-price'))).toBeNull();
    expect(decodeSortCursor(text, SORT_ORDERS.name.tag, cursorKeys('name'))).toBeNull();
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['too few parts', forge(['c', 'tool-1'])],
    ['too many parts', forge(['c', 1, 2, 'tool-1'])],
    ['a negative price', forge(['c', -1, 'tool-1'])],
    ['a fractional price', forge(['c', 1.5, 'tool-1'])],
    ['a price past safe integers', forge(['c', 2 ** 53, 'tool-1'])],
    ['a string for a number', forge(['c', '12', 'tool-1'])],
    ['an id that names no document', forge(['c', 12, 'a/b'])],
    ['a reserved id', forge(['c', 12, '__x__'])],
    ['an object for an id', forge(['c', 12, { id: 1 }])],
  ])('refuses %s (price order)', (_name, text) => {
    expect(decodeSortCursor(text, SORT_ORDERS.price.tag, cursorKeys('price'))).toBeNull();
  });

  it('refuses a name key that is not in its normalised form', () => {
    const keys = cursorKeys('name');
    const tag = SORT_ORDERS.name.tag;
    expect(decodeSortCursor(forge([tag, 'Smoothing Plane', 't']), tag, keys)).toBeNull();
    expect(decodeSortCursor(forge([tag, 'a'.repeat(401), 't']), tag, keys)).toBeNull();
    expect(decodeSortCursor(forge([tag, 'smoothing plane', 't']), tag, keys)).not.toBeNull();
  });
});
