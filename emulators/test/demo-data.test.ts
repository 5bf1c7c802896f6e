import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newToolSchema, priceListOf, priceTierProblem, SKU_PATTERN } from '@toolshub/shared';
import { demoCategories, demoSales, demoTools } from '../src/demo-data';
import { unitsOrderedOf } from '../src/demo-orders';

const publicFile = (path: string) => new URL(`../../web/public${path}`, import.meta.url);

describe('the demo catalogue', () => {
  it('has at least 40 tools in at least 8 categories, every category used', () => {
    expect(demoTools.length).toBeGreaterThanOrEqual(40);
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    const ids = new Set(demoCategories.map((c) => c.id));
    for (const tool of demoTools) expect(ids, tool.id).toContain(tool.category);
    for (const category of demoCategories) expect(demoTools.some((t) => t.category === category.id)).toBe(true);
  });

  it('gives each tool its own id and SKU, and fields the Add Product form would accept', async () => {
    expect(new Set(demoTools.map((t) => t.id)).size).toBe(demoTools.length);
    expect(new Set(demoTools.map((t) => t.sku)).size).toBe(demoTools.length);
    for (const tool of demoTools) {
      expect(tool.sku).toMatch(SKU_PATTERN);
      await expect(newToolSchema.validate({ ...tool, imageLink: tool.image }, { strict: true })).resolves.toBeTruthy();
    }
  });

  it('has tiers that fit their tools on at least half of them', () => {
    for (const tool of demoTools) {
      const prices = priceListOf(tool);
      expect(
        priceTierProblem(prices.priceTiers, { priceCents: prices.priceCents, minOrder: tool.minOrder }),
        tool.id,
      ).toBeNull();
    }
    expect(demoTools.filter((t) => t.priceTiers.length > 0).length * 2).toBeGreaterThanOrEqual(demoTools.length);
  });

  it('ships one small SVG per tool, named after it', () => {
    for (const tool of demoTools) {
      expect(tool.image).toBe(`/images/tools/${tool.id}.svg`);
      const file = publicFile(tool.image);
      expect(existsSync(file), tool.image).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, tool.image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg, tool.image).toMatch(/<title>[^<]+<\/title>/);
      expect(Buffer.byteLength(svg), tool.image).toBeLessThanOrEqual(3200);
    }
  });

  it('sells the first six tools most, in order, well ahead of the rest (Home shows them)', () => {
    for (const sale of demoSales) expect(demoTools.map((t) => t.id)).toContain(sale.toolId);
    const units = demoTools.map((t) => unitsOrderedOf(t.id));
    const firstSix = units.slice(0, 6);
    expect([...firstSix].sort((a, b) => b - a)).toEqual(firstSix);
    // A browser test orders the sixth tool and cancels: it must not overtake the fifth meanwhile.
    const sixth = demoTools[5];
    if (!sixth) throw new Error('expected six tools');
    expect((firstSix[4] ?? 0) - (firstSix[5] ?? 0)).toBeGreaterThan(sixth.minOrder + 2);
    expect(Math.max(...units.slice(6))).toBeLessThan(firstSix[5] ?? 0);
  });
});
