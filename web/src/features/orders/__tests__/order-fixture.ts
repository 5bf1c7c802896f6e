import type { Order, OrderLine, Tool } from '@toolshub/shared';

export const orderLine = (toolId: string, over: Partial<OrderLine> = {}): OrderLine => ({
  toolId,
  sku: toolId.toUpperCase(),
  toolName: `Tool ${toolId}`,
  imageLink: '/images/tools/claw-hammer.svg',
  unitPrice: 10,
  listPrice: 10,
  quantity: 5,
  lineTotal: 50,
  taxRate: 0.15,
  tax: 7.5,
  ...over,
});

/** A pending two-line order; tests change what they are about. */
export function anOrder(over: Partial<Order> = {}): Order {
  const lines = over.lines ?? [
    orderLine('a'),
    orderLine('b', { unitPrice: 8, listPrice: 9, quantity: 20, lineTotal: 160, tax: 24 }),
  ];
  return {
    _id: 'order-1',
    userName: 'Carl Customer',
    userEmail: 'customer@toolshub.example',
    phoneNumber: '01712345678',
    tool: {
      _id: lines[0]!.toolId,
      toolName: lines[0]!.toolName,
      price: lines[0]!.unitPrice,
      imageLink: lines[0]!.imageLink,
    },
    orderQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    orderAddress: '7 Sawmill Yard, Leeds',
    totalBill: lines.reduce((n, l) => n + l.lineTotal, 0),
    // Each line's tax as given (a test that changes a line's total says its tax too).
    taxRate: 0.15,
    taxAmount: lines.reduce((n, l) => n + l.tax, 0),
    totalDue: lines.reduce((n, l) => n + l.lineTotal + l.tax, 0),
    taxExemptReference: null,
    status: 'pending',
    payment: 'unpaid',
    createdAt: '2026-11-02T09:30:00.000Z',
    lines,
    poNumber: 'PO-7781',
    note: null,
    statusHistory: [{ status: 'pending', at: '2026-11-02T09:30:00.000Z' }],
    invoiceNumber: null,
    paymentDueAt: null,
    paidAt: null,
    paymentReference: null,
    creditNotes: [],
    refunded: 0,
    ...over,
  };
}

/** A tool as GET /api/tool/{id} answers today: $10 a piece, 5 minimum, 100 in stock, no tiers. */
export const aTool = (id: string, over: Partial<Tool> = {}): Tool => ({
  _id: id,
  toolName: `Tool ${id}`,
  price: 10,
  minOrder: 5,
  available: 100,
  toolDescription: '',
  imageLink: '/images/tools/claw-hammer.svg',
  sku: id.toUpperCase(),
  category: 'saws',
  priceTiers: [],
  unitsOrdered: 0,
  ...over,
});
