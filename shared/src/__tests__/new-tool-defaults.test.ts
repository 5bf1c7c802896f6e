import { describe, expect, it } from 'vitest';
import { skuFromName, skuSuffix } from '../domain/new-tool-defaults';
import { SKU_PATTERN } from '../domain/sku';

describe('skuFromName', () => {
  it.each([
    ['Claw Hammer', 'CLAW-HAMMER-7Q2'],
    ['16 oz Curved Claw Hammer', '16-OZ-CURVED-CLAW-HAMMER-7Q2'],
    ['  Joiner’s bevel-edge chisel (6 mm) ', 'JOINERS-BEVEL-EDGE-CHISEL-6-7Q2'],
    ['Piła płatnica Żółta', 'PILA-PLATNICA-ZOLTA-7Q2'],
    ['锤子', 'TOOL-7Q2'],
    ['x'.repeat(50), `${'X'.repeat(28)}-7Q2`],
  ])('%s → %s', (name, sku) => {
    expect(skuFromName(name, '7Q2')).toBe(sku);
    expect(sku).toMatch(SKU_PATTERN);
  });

  it('makes suffixes of its alphabet only, never 0, O, 1 or I', () => {
    expect(skuSuffix(3, () => 0)).toBe('AAA');
    expect(skuSuffix(3, () => 0.999)).toBe('999');
    for (let i = 0; i < 200; i++) expect(skuSuffix(3)).toMatch(/^[A-HJ-NP-Z2-9]{3}$/);
  });
});
