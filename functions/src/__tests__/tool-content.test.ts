import { describe, expect, it } from 'vitest';
import { storedToolContent } from '../domain/tool-content';

describe('storedToolContent (a tool from the API to the store)', () => {
  const apiTool = {
    ...{ toolName: 'Claw hammer', toolDescription: 'Steel head', imageLink: '/images/tools/hammer.jpg' },
    ...{ price: 12.35, minOrder: 6, available: 40, reorderPoint: 12, orderMultiple: 3 },
    ...{ sku: 'HAM-1', category: 'hand-tools', priceTiers: [{ minQuantity: 20, price: 10.1 }] },
  };

  it('keeps prices in cents and every other field as given', () => {
    const stored = storedToolContent(apiTool);
    expect(stored).toEqual({
      ...apiTool,
      price: undefined,
      priceCents: 1235,
      priceTiers: [{ minQuantity: 20, priceCents: 1010 }],
    });
    expect(stored).not.toHaveProperty('price');
  });

  it('stores a tool without orderMultiple as sold by the piece (1)', () => {
    const { orderMultiple: _none, ...byThePiece } = apiTool;
    expect(storedToolContent(byThePiece).orderMultiple).toBe(1);
  });

  it('keeps a SKU and category left for the store to choose (POST /api/tool)', () => {
    const stored = storedToolContent({ ...apiTool, sku: null, category: null, reorderPoint: null });
    expect(stored).toMatchObject({ sku: null, category: null, reorderPoint: null });
  });
});
