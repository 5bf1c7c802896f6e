import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { refuseUnsellableCartLines, type CartTool } from '../domain/cart-lines';

const tools: Record<string, CartTool> = {
  saw: { toolName: 'Saw', minOrder: 5, available: 40, archived: false },
  plane: { toolName: 'Plane', minOrder: 1, available: 40, archived: true },
  vise: { toolName: 'Vise', minOrder: 1, available: 3, archived: false },
  clamp: { toolName: 'Clamp', minOrder: 6, available: 30, archived: false, orderMultiple: 6 },
};
const findTool = (id: string) => Promise.resolve(tools[id] ?? null);

describe('refuseUnsellableCartLines', () => {
  it('accepts tools on sale between their minimum and their stock, and an empty cart', async () => {
    await expect(refuseUnsellableCartLines([{ toolId: 'saw', quantity: 5 }], findTool)).resolves.toBeUndefined();
    await expect(refuseUnsellableCartLines([{ toolId: 'saw', quantity: 40 }], findTool)).resolves.toBeUndefined();
    await expect(refuseUnsellableCartLines([], findTool)).resolves.toBeUndefined();
  });

  it('refuses with 400 and a message per bad line', async () => {
    const err = await refuseUnsellableCartLines(
      [
        { toolId: 'saw', quantity: 4 },
        { toolId: 'plane', quantity: 3 },
        { toolId: 'gone', quantity: 3 },
        { toolId: 'vise', quantity: 4 },
      ],
      findTool,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).status, (err as ApiError).fields]).toEqual([
      400,
      {
        'lines[0].quantity': 'Saw: Minimum order amount : 5 piece',
        'lines[1].toolId': 'Plane is no longer sold',
        'lines[2].toolId': 'No tool with id gone',
        'lines[3].quantity': 'Vise: Maximum available order : 3 piece',
      },
    ]);
  });

  it('takes whole cases of a tool sold in cases, and names the nearest ones for any other quantity', async () => {
    await expect(refuseUnsellableCartLines([{ toolId: 'clamp', quantity: 12 }], findTool)).resolves.toBeUndefined();
    const err = await refuseUnsellableCartLines([{ toolId: 'clamp', quantity: 7 }], findTool).catch((e: unknown) => e);
    expect([(err as ApiError).status, (err as ApiError).fields]).toEqual([
      400,
      { 'lines[0].quantity': 'Clamp: Sold in cases of 6: order 6 or 12' },
    ]);
  });
});
