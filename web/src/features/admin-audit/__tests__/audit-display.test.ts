import { describe, expect, it } from 'vitest';
import { actorName, changeLines, formatValue, targetPath } from '../audit-display';

describe('the audit log’s display', () => {
  it('shows a status move as before → after', () => {
    expect(changeLines({ before: { status: 'pending' }, after: { status: 'processing' } })).toEqual([
      { field: 'status', label: 'Status', before: 'pending', after: 'processing' },
    ]);
  });

  it('shows money in dollars and tiers as a list; a creation has nothing before', () => {
    const lines = changeLines({ before: null, after: { price: 24.5, priceTiers: [{ minQuantity: 50, price: 18 }] } });
    expect(lines).toEqual([
      { field: 'price', label: 'Price', before: '—', after: '$24.50' },
      { field: 'priceTiers', label: 'Volume prices', before: '—', after: '50+ at $18.00' },
    ]);
  });

  it('names a field it does not know by its key, and shows a field only one side has', () => {
    expect(
      changeLines({ before: { status: 'processing' }, after: { status: 'shipped', invoiceNumber: 'INV-1' } }),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'processing', after: 'shipped' },
      { field: 'invoiceNumber', label: 'Invoice', before: '—', after: 'INV-1' },
    ]);
    expect(changeLines({ before: { shelf: 'A1' }, after: { shelf: 'B2' } })[0]?.label).toBe('shelf');
  });

  it('cuts long text and says yes/no for flags', () => {
    expect(formatValue('toolDescription', 'x'.repeat(200))).toHaveLength(80);
    expect(formatValue('admin', true)).toBe('yes');
    expect(formatValue('paymentReference', null)).toBe('—');
  });

  it('names the operator when no person’s address is recorded', () => {
    expect(actorName({ uid: 'operator', email: null })).toBe('Operator (Admin SDK)');
    expect(actorName({ uid: 'u1', email: 'a@b.example' })).toBe('a@b.example');
  });

  it('links orders to their details and tools to their page, not deleted or archived tools', () => {
    expect(targetPath({ action: 'order.status-changed', target: { kind: 'order', id: 'o1', label: '' } })).toBe(
      '/dashboard/orders/o1',
    );
    expect(targetPath({ action: 'tool.updated', target: { kind: 'tool', id: 't1', label: '' } })).toBe('/order/t1');
    expect(targetPath({ action: 'tool.deleted', target: { kind: 'tool', id: 't1', label: '' } })).toBeNull();
    expect(targetPath({ action: 'user.deleted', target: { kind: 'user', id: 'u1', label: '' } })).toBeNull();
  });
});
