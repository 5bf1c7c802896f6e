import type { Order, OrderLine } from '@toolshub/shared';

// Orders as the API shows them, for tests of what is made from one (documents, attachments).

export const line = (fields: Partial<OrderLine> = {}): OrderLine => ({
  toolId: 'saw',
  sku: 'SAW-1',
  toolName: 'Panel Saw',
  imageLink: '/saw.svg',
  unitPrice: 7.45,
  listPrice: 7.45,
  quantity: 20,
  lineTotal: 149,
  taxRate: 0.15,
  tax: 22.35,
  ...fields,
});

/** A pending order of a saw at its list price and clamps at a tier ($11.00 instead of $12.50), taxed at 15%. */
export function order(fields: Partial<Order> = {}): Order {
  const lines = [
    line(),
    line({
      toolId: 'clamp',
      sku: 'CLAMP-1',
      toolName: 'Bar Clamp',
      unitPrice: 11,
      listPrice: 12.5,
      quantity: 50,
      lineTotal: 550,
      tax: 82.5,
    }),
  ];
  return {
    _id: 'AbC123',
    userName: 'Lena Lines',
    userEmail: 'lena@example.com',
    phoneNumber: '01712345678',
    tool: { _id: 'saw', toolName: 'Panel Saw', price: 7.45, imageLink: '/saw.svg' },
    orderQuantity: 70,
    orderAddress: '12 Timber Lane, Workshop 4',
    totalBill: 699,
    taxRate: 0.15,
    taxAmount: 104.85,
    totalDue: 803.85,
    taxExemptReference: null,
    status: 'pending',
    payment: 'unpaid',
    createdAt: '2026-11-02T09:30:00.000Z',
    lines,
    poNumber: 'PO-2026-0042',
    note: null,
    statusHistory: [{ status: 'pending', at: '2026-11-02T09:30:00.000Z' }],
    invoiceNumber: null,
    paymentDueAt: null,
    paidAt: null,
    paymentReference: null,
    creditNotes: [],
    refunded: 0,
    ...fields,
  };
}

export function shipped(fields: Partial<Order> = {}): Order {
  return order({
    status: 'shipped',
    statusHistory: [
      { status: 'pending', at: '2026-11-02T09:30:00.000Z' },
      { status: 'processing', at: '2026-11-03T09:30:00.000Z' },
      { status: 'shipped', at: '2026-11-04T15:00:00.000Z' },
    ],
    invoiceNumber: 'INV-2026-00007',
    paymentDueAt: '2026-12-04T15:00:00.000Z',
    ...fields,
  });
}
