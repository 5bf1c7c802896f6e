import { describe, expect, it } from 'vitest';
import { demoOrderLives } from '../src/demo-invoices';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 1, 9);

describe('demoOrderLives', () => {
  it('numbers invoices in shipping order, gapless per year, and counts each year', () => {
    // Given out of order, across a new year.
    const placed = [now - 10 * DAY, Date.UTC(2025, 11, 29), now - 300 * DAY, Date.UTC(2025, 11, 31, 12)];
    const { lives, invoiceCounts } = demoOrderLives(placed, now, 30);
    expect(lives.map((l) => l.invoiceNumber)).toEqual([
      'INV-2026-00003',
      'INV-2025-00001',
      'INV-2026-00002',
      'INV-2026-00001', // placed on New Year's Eve, shipped in the new year
    ]);
    expect(invoiceCounts).toEqual(
      new Map([
        [2025, 1],
        [2026, 3],
      ]),
    );
  });

  it('ships a day after the order, is due after the terms, and lists every move in time order', () => {
    const placedAt = now - 60 * DAY;
    const [life] = demoOrderLives([placedAt], now, 30).lives;
    expect(life?.shippedAt).toBe(placedAt + DAY);
    expect(life?.paymentDueAt).toBe(placedAt + 31 * DAY);
    expect(life?.history.map((e) => ('status' in e ? e.status : 'paid'))).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'paid',
    ]);
    const times = life?.history.map((e) => e.at) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('leaves every fifth order and any not yet two weeks after shipping unpaid', () => {
    const placed = Array.from({ length: 10 }, (_, i) => now - (100 - i) * DAY).concat(now - 6 * DAY);
    const { lives } = demoOrderLives(placed, now, 30);
    expect(lives.map((l) => l.paid !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(lives.every((l) => l.paid === null || l.paid.at <= now)).toBe(true);
  });

  it('refuses an order too recent to have been delivered', () => {
    expect(() => demoOrderLives([now - DAY], now, 30)).toThrow(/cannot be delivered yet/);
  });
});
