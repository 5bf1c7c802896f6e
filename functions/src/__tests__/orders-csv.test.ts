import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../exports/orders-csv';
import { parseOrderListQuery } from '../http/order-list-query';

describe('the CSV injection guard', () => {
  it.each(['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tTAB', '\rCR'])('makes %j text with a leading apostrophe', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['Rip Saw', 'INV-2026-00001', 'a=b', '', "'quoted"])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('All Orders parameters', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const parse = (query: Record<string, string>) => parseOrderListQuery({ query }, now);

  it('turns a day range into [from midnight, the midnight after to) in UTC', () => {
    const { spec } = parse({ from: '2026-02-28', to: '2026-03-01' });
    expect(spec.ranges).toEqual([
      ['createdAt', '>=', new Date('2026-02-28T00:00:00Z')],
      ['createdAt', '<', new Date('2026-03-02T00:00:00Z')],
    ]);
  });

  it('asks for overdue as unpaid and due before now, the e-mail lower-cased', () => {
    const { spec } = parse({ payment: 'overdue', email: ' Buyer@Example.COM ' });
    expect(spec.equalities).toEqual([
      ['payment', 'unpaid'],
      ['userEmail', 'buyer@example.com'],
    ]);
    expect(spec.ranges).toEqual([['paymentDueAt', '<', now]]);
  });

  it('refuses a leap day that is not one', () => {
    expect(() => parse({ from: '2026-02-29' })).toThrow('from must be a day as YYYY-MM-DD');
  });
});
