import { describe, expect, it } from 'vitest';
import { normaliseText, searchWords, sortableName, wordPrefixes } from '../domain/search-text';

describe('search text', () => {
  it('lower-cases, strips accents and drops apostrophes', () => {
    expect(normaliseText("Rabot À Dresser, joiner's")).toBe('rabot a dresser, joiners');
    expect(searchWords('Établi Façonné Ø12')).toEqual(['etabli', 'faconne', 'ø12']);
    expect(searchWords('İstanbul')).toEqual(['istanbul']);
  });

  it('splits on anything but letters and digits', () => {
    expect(searchWords('TH-HAM-016 / 18V, 2.0 Ah')).toEqual(['th', 'ham', '016', '18v', '2', '0', 'ah']);
    expect(searchWords(' -- ')).toEqual([]);
  });

  it('stores every prefix of every word once', () => {
    expect(wordPrefixes(['saw', 'sash'])).toEqual(['s', 'sa', 'saw', 'sas', 'sash']);
    expect(wordPrefixes(['né'])).toEqual(['n', 'né']);
  });

  it('sorts names by their words, and is stable when applied twice', () => {
    expect(sortableName('  No. 4  Smoothing Plane')).toBe('no 4 smoothing plane');
    expect(sortableName(sortableName('Éclat Saw'))).toBe('eclat saw');
  });
});
