import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { parseToolListQuery } from '../http/tool-list-query';
import { encodeSortCursor } from '../firestore/cursor';
import { SORT_ORDERS } from '../repositories/tools/list-shape';

const parse = (query: Record<string, unknown>) => parseToolListQuery({ query } as unknown as Request);

function refusal(query: Record<string, unknown>): [number, Record<string, string> | undefined] {
  try {
    parse(query);
  } catch (err) {
    if (err instanceof ApiError) return [err.status, err.fields];
    throw err;
  }
  throw new Error('expected a 400');
}

describe('GET /api/tools parameters', () => {
  it('defaults to the newest 20 of the whole catalogue', () => {
    expect(parse({})).toEqual({
      lookup: null,
      words: [],
      category: null,
      inStock: false,
      total: false,
      sort: 'newest',
      limit: 20,
      after: null,
    });
  });

  it('reads search words normalised, without the ones another word covers', () => {
    expect(parse({ q: '  Rabot  À rab, SAW ' }).words).toEqual(['rabot', 'a', 'saw']);
    expect(parse({ q: '!!!' }).words).toEqual([]);
  });

  it('reads every parameter', () => {
    const after = encodeSortCursor({ tag: SORT_ORDERS.price.tag, values: [1250], id: 'tool-1' });
    expect(
      parse({ q: 'saw', category: 'saws', inStock: 'true', total: 'true', sort: 'price', limit: '3', after }),
    ).toEqual({
      lookup: null,
      words: ['saw'],
      category: 'saws',
      inStock: true,
      total: true,
      sort: 'price',
      limit: 3,
      after: { tag: 'c', values: [1250], id: 'tool-1' },
    });
    expect(parse({ inStock: 'false' }).inStock).toBe(false);
    expect(parse({ total: 'false' }).total).toBe(false);
  });

  it('reads a lookup by SKU (upper-cased, each once) or by id, alone', () => {
    expect(parse({ sku: ' ham-claw-16oz ,SAW-TENON-12,HAM-CLAW-16OZ' }).lookup).toEqual({
      by: 'sku',
      values: ['HAM-CLAW-16OZ', 'SAW-TENON-12'],
    });
    expect(parse({ id: 'claw-hammer, tenon-saw' }).lookup).toEqual({ by: 'id', values: ['claw-hammer', 'tenon-saw'] });
    expect(refusal({ sku: 'HAM-CLAW-16OZ', q: 'saw' })).toEqual([400, { sku: 'sku cannot be combined with q' }]);
    // A lookup's total is what it found: nothing to ask for.
    expect(refusal({ id: 'claw-hammer', total: 'true' })).toEqual([400, { id: 'id cannot be combined with total' }]);
    expect(refusal({ sku: 'HAM CLAW' })).toEqual([400, { sku: 'Not a SKU: HAM CLAW (3 to 32 letters, digits or -)' }]);
    expect(refusal({ id: 'a/b' })).toEqual([400, { id: 'Not a tool id: a/b' }]);
    expect(refusal({ id: Array.from({ length: 51 }, (_, i) => `t${i}`).join(',') })).toEqual([
      400,
      { id: 'id takes at most 50 tool ids' },
    ]);
  });

  it('takes an empty search or category as none (a form\'s "all")', () => {
    expect(parse({ q: '', category: '' })).toMatchObject({ words: [], category: null });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort', 'sort must be one of newest, popular, price, -price, name'],
    [{ sort: ['price', 'name'] }, 'sort', 'Give sort once'],
    [{ inStock: 'yes' }, 'inStock', 'inStock must be true or false'],
    [{ total: '1' }, 'total', 'total must be true or false'],
    [{ total: ['true', 'true'] }, 'total', 'Give total once'],
    [{ category: 'Saws & Co' }, 'category', 'Unknown category Saws & Co'],
    [{ q: 'x'.repeat(101) }, 'q', 'q is too long (100 characters at most)'],
    [{ q: 'a b c d e f g h i' }, 'q', 'q has too many words (8 at most)'],
    [{ color: 'red' }, 'color', 'Unknown parameter color'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ after: 'forged' }, 'after', 'after is not a valid cursor'],
  ])('answers %j with 400 on %s', (query, field, message) => {
    expect(refusal(query)).toEqual([400, { [field]: message }]);
  });

  it('refuses a cursor of another sort than the one asked for', () => {
    const after = encodeSortCursor({ tag: SORT_ORDERS.price.tag, values: [1250], id: 'tool-1' });
    expect(refusal({ sort: 'name', after })[1]).toEqual({ after: 'after is not a valid cursor' });
    expect(refusal({ after })[1]).toEqual({ after: 'after is not a valid cursor' });
  });
});
