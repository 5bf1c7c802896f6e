import { describe, expect, it } from 'vitest';
import { placeOrderBodySchema } from '@toolshub/shared';
import { ApiError } from '../errors';
import { validate } from '../validate';

const order = { phoneNumber: '01712345678', orderQuantity: 12, orderAddress: '1 Mill Road', tool: { _id: 'saw' } };

async function fields(body: unknown): Promise<Record<string, string> | undefined> {
  try {
    await validate(placeOrderBodySchema, body);
  } catch (err) {
    if (err instanceof ApiError) return err.fields ?? {};
    throw err;
  }
  return undefined;
}

describe('validate', () => {
  it('accepts what a form sends with stray spaces, and trims it', async () => {
    const body = { order: { ...order, phoneNumber: ' 01712345678 ', orderAddress: '1 Mill Road  ' } };
    const { order: out } = await validate(placeOrderBodySchema, body);
    expect([out.phoneNumber, out.orderAddress]).toEqual(['01712345678', '1 Mill Road']);
  });

  it('does not cast: a string quantity is refused', async () => {
    expect(await fields({ order: { ...order, orderQuantity: '12' } })).toEqual({
      'order.orderQuantity': 'Quantity must be a number',
    });
  });

  it('drops fields the schema does not know (a forged buyer, status or tool snapshot)', async () => {
    const { order: out } = await validate(placeOrderBodySchema, {
      order: { ...order, userEmail: 'x@y.z', status: 'delivered', tool: { _id: 'saw', toolName: 'Free Saw' } },
    });
    expect(out).toEqual(order);
  });

  it('keeps the price and total the buyer was shown, which the order rule checks', async () => {
    const { order: out } = await validate(placeOrderBodySchema, {
      order: { ...order, totalBill: 12.5, tool: { _id: 'saw', price: 2.5 } },
    });
    expect(out).toEqual({ ...order, totalBill: 12.5, tool: { _id: 'saw', price: 2.5 } });
  });

  it.each([null, [], 'order', 12])('refuses the body %j with 400', async (body) => {
    expect(await fields(body)).toEqual({});
  });
});
