import type { Quote } from '@toolshub/shared';

/** An offered quote of two lines, valid until far in the future. */
export const offeredQuote: Quote = {
  id: 'q1',
  number: 'Q-2026-7',
  status: 'offered',
  expired: false,
  buyer: { uid: 'u1', email: 'buyer@x.example', name: 'Ada Buyer' },
  companyId: null,
  companyName: null,
  lines: [
    {
      toolId: 'saw',
      sku: 'SAW-1',
      toolName: 'Panel Saw',
      quantity: 12,
      unitPrice: 41.5,
      lineTotal: 498,
      listPrice: 50,
    },
    {
      toolId: 'chisel',
      sku: 'CH-1',
      toolName: 'Chisel',
      quantity: 10,
      unitPrice: 15,
      lineTotal: 150,
      listPrice: 19.99,
    },
  ],
  total: 648,
  taxRate: 0.15,
  taxAmount: 97.2,
  totalDue: 745.2,
  taxExemptReference: null,
  message: 'For the Harbour Street job',
  shopMessage: 'Valid for two weeks',
  expiresAt: '2099-12-31T23:59:59.000Z',
  declinedBy: null,
  orderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

/** A request not answered yet. */
export const requestedQuote: Quote = {
  ...offeredQuote,
  id: 'q2',
  number: 'Q-2026-8',
  status: 'requested',
  lines: offeredQuote.lines.map((line) => ({ ...line, unitPrice: null, lineTotal: null })),
  total: null,
  taxRate: null,
  taxAmount: null,
  totalDue: null,
  shopMessage: null,
  expiresAt: null,
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
