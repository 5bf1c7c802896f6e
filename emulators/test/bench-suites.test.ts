import { describe, expect, it } from 'vitest';
import { sectionsAsked, suitesFor } from '../src/bench/suites';

describe('the bench’s suites', () => {
  it('measures every section when none is named', () => {
    expect(sectionsAsked(undefined)).toEqual(['modules', 'downloads', 'lighthouse', 'api', 'reads', 'analytics']);
    expect(sectionsAsked(' ')).toHaveLength(6);
  });

  it('keeps the sections named, in the bench’s order', () => {
    expect(sectionsAsked('analytics, api')).toEqual(['api', 'analytics']);
  });

  it('refuses a section it does not have', () => {
    expect(() => sectionsAsked('api,speed')).toThrow('BENCH_ONLY names no section speed');
  });

  it('gives the analytics section a suite of its own, after the others', () => {
    expect(suitesFor(sectionsAsked(undefined))).toEqual([
      ['modules', 'downloads', 'lighthouse', 'api', 'reads'],
      ['analytics'],
    ]);
  });

  it('starts one suite when one suite is enough', () => {
    expect(suitesFor(['analytics'])).toEqual([['analytics']]);
    expect(suitesFor(['lighthouse', 'api'])).toEqual([['lighthouse', 'api']]);
  });
});
