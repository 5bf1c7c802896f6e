import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@toolshub/shared';
import {
  catalogueSearch,
  catalogueStateOf,
  DEFAULT_CATALOGUE_STATE,
  isFiltered,
  nextCursorOf,
  toolListQueryOf,
} from '../catalogue-url';

describe('the catalogue address', () => {
  it('reads every part of the state from the query string', () => {
    expect(catalogueStateOf('?q=%20mortise%20chisel%20&category=chisels&sort=-price&inStock=true&after=abc')).toEqual({
      q: 'mortise chisel',
      category: 'chisels',
      sort: '-price',
      inStock: true,
      after: 'abc',
    });
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    expect(catalogueStateOf('')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(catalogueStateOf('?sort=cheapest&inStock=yes').sort).toBe('newest');
    expect(catalogueStateOf('?inStock=yes').inStock).toBe(false);
  });

  it('cuts a search longer than the API takes', () => {
    expect(catalogueStateOf(`?q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(catalogueSearch(DEFAULT_CATALOGUE_STATE)).toBe('');
    const state = { q: 'saw & file', category: 'saws', sort: 'price' as const, inStock: true, after: 'c1' };
    const search = catalogueSearch(state);
    expect(search).toBe('?q=saw+%26+file&category=saws&sort=price&inStock=true&after=c1');
    expect(catalogueStateOf(search)).toEqual(state);
  });

  it('asks the API for one catalogue page with only the parameters in use', () => {
    expect(toolListQueryOf(DEFAULT_CATALOGUE_STATE)).toEqual({ limit: PAGE_SIZES.catalogue });
    expect(toolListQueryOf(catalogueStateOf('?q=saw&sort=name&inStock=true&after=x'))).toEqual({
      limit: PAGE_SIZES.catalogue,
      q: 'saw',
      sort: 'name',
      inStock: true,
      after: 'x',
    });
  });

  it("takes the next page's cursor from the Link header's path", () => {
    expect(nextCursorOf('/tools?limit=12&q=saw&after=eyJ0Ijoi%3D')).toBe('eyJ0Ijoi=');
    expect(nextCursorOf('/tools?limit=12')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });

  it('knows when the catalogue is narrowed', () => {
    expect(isFiltered(DEFAULT_CATALOGUE_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_STATE, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_STATE, inStock: true })).toBe(true);
  });
});
