import { describe, expect, it } from 'vitest';
import {
  isQuoteExpired,
  isQuoteNumber,
  quoteExpiredMessage,
  quoteMoveRefusal,
  quoteNumber,
  quoteTotalCents,
} from '../domain/quote';
import { offerQuoteBodySchema, quoteMessages, requestQuoteBodySchema } from '../schemas/quote';

const DAY = 24 * 60 * 60 * 1000;

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, body: unknown) {
  try {
    await schema.validate(body, { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    const failure = error as { path?: string; message: string; inner: { path?: string; message: string }[] };
    const all = failure.inner.length > 0 ? failure.inner : [failure];
    return Object.fromEntries(all.map((e) => [e.path ?? '', e.message]));
  }
}

describe('quote rules', () => {
  it('numbers quotes Q-{year}-{n} and recognises them', () => {
    expect(quoteNumber(2026, 1)).toBe('Q-2026-1');
    expect(quoteNumber(2027, 42)).toBe('Q-2027-42');
    expect(isQuoteNumber('Q-2026-7')).toBe(true);
    expect(isQuoteNumber('Q-2026-0')).toBe(false);
    expect(isQuoteNumber('INV-2026-00001')).toBe(false);
  });

  it('expires at its instant, not before; no expiry never expires', () => {
    const at = Date.UTC(2026, 10, 30, 12);
    expect(isQuoteExpired(at, at - 1)).toBe(false);
    expect(isQuoteExpired(at, at)).toBe(true);
    expect(isQuoteExpired(null, at)).toBe(false);
    expect(quoteExpiredMessage(at)).toBe('This quote expired on November 30, 2026');
  });

  it('totals the lines in cents', () => {
    expect(quoteTotalCents([])).toBe(0);
    expect(
      quoteTotalCents([
        { unitPriceCents: 1250, quantity: 12 },
        { unitPriceCents: 99, quantity: 3 },
      ]),
    ).toBe(15297);
  });

  it('allows each move only from its statuses', () => {
    expect(quoteMoveRefusal('offer', 'requested')).toBeNull();
    expect(quoteMoveRefusal('offer', 'offered')).toBeNull();
    expect(quoteMoveRefusal('offer', 'accepted')).toBe('This quote is accepted');
    expect(quoteMoveRefusal('accept', 'requested')).toBe('This quote has no offer yet');
    expect(quoteMoveRefusal('accept', 'declined')).toBe('This quote is declined');
    expect(quoteMoveRefusal('buyer-decline', 'accepted')).toBe('This quote is accepted');
    expect(quoteMoveRefusal('shop-decline', 'declined')).toBe('This quote is declined');
  });
});

describe('quote bodies', () => {
  it('refuses a request per field', async () => {
    expect(await errorsOf(requestQuoteBodySchema, { lines: [] })).toEqual({ lines: 'Add at least one line' });
    expect(
      await errorsOf(requestQuoteBodySchema, {
        lines: [
          { toolId: 'a', quantity: 1.5 },
          { toolId: 'a', quantity: 2 },
        ],
      }),
    ).toEqual({
      'lines[0].quantity': 'Quantity must be a whole number of pieces',
      'lines[1].toolId': 'This tool is already on another line',
    });
    expect(await errorsOf(requestQuoteBodySchema, { lines: [{ toolId: 'a', quantity: 2 }], extra: 1 })).toEqual({
      '': 'Unknown field: extra',
    });
  });

  it('refuses an offer per field: unit prices above 0 with 2 decimals, expiry in the future', async () => {
    const future = new Date(Date.now() + DAY).toISOString();
    expect(
      await errorsOf(offerQuoteBodySchema, {
        lines: [
          { toolId: 'a', quantity: 6, unitPrice: 0 },
          { toolId: 'b', quantity: 6, unitPrice: 1.234 },
        ],
        expiresAt: new Date(Date.now() - DAY).toISOString(),
      }),
    ).toEqual({
      'lines[0].unitPrice': 'unitPrice must be above 0',
      'lines[1].unitPrice': 'unitPrice can have at most 2 decimals',
      expiresAt: quoteMessages.expiresAtPast,
    });
    expect(await errorsOf(offerQuoteBodySchema, { lines: [{ toolId: 'a', quantity: 6 }], expiresAt: 'soon' })).toEqual({
      'lines[0].unitPrice': 'unitPrice is required',
      expiresAt: quoteMessages.expiresAtInvalid,
    });
    expect(
      await errorsOf(offerQuoteBodySchema, {
        lines: [{ toolId: 'a', quantity: 6, unitPrice: 12.5 }],
        expiresAt: future,
      }),
    ).toEqual({});
  });
});
