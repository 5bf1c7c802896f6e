import { Timestamp } from 'firebase-admin/firestore';
import { taxOfCents, type OrderStatus, type PaymentStatus } from '@toolshub/shared';
import type { OrderLineRecord } from '../../src/domain/order-store';
import { newOrderDocument } from '../../src/repositories/orders/document';
import { db, unique } from './emulators';

export interface SeededOrderFields {
  email: string;
  name?: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  createdAt: Date;
  paymentDueAt?: Date | null;
  invoiceNumber?: string | null;
  poNumber?: string | null;
  /** Each line's total is its unit price × quantity; the order's total their sum. */
  lines?: Partial<OrderLineRecord>[];
  /** Taxed at this rate on every line (shared/domain/tax.ts); untaxed when absent. */
  taxRate?: number;
  taxExemptReference?: string;
}

/** An order stored as the API stores one, at a time of the test's choosing (so date filters can isolate a test's orders). */
export async function seedOrder(fields: SeededOrderFields): Promise<string> {
  const id = unique('order');
  const lines: OrderLineRecord[] = (fields.lines ?? [{}]).map((line, i) => {
    const unitPriceCents = line.unitPriceCents ?? 1000;
    const quantity = line.quantity ?? 1;
    return {
      toolId: line.toolId ?? `tool-${i}`,
      sku: line.sku ?? `SKU-${i}`,
      toolName: line.toolName ?? `Tool ${i}`,
      imageLink: line.imageLink ?? '/images/tools/tenon-saw.svg',
      unitPriceCents,
      listPriceCents: line.listPriceCents ?? unitPriceCents,
      quantity,
      lineTotalCents: unitPriceCents * quantity,
      ...(fields.taxRate === undefined
        ? {}
        : { taxRate: fields.taxRate, taxCents: taxOfCents(unitPriceCents * quantity, fields.taxRate) }),
    };
  });
  const netCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + (line.taxCents ?? 0), 0);
  const document = newOrderDocument(
    {
      uid: unique('uid'),
      userName: fields.name ?? 'Seeded Buyer',
      userEmail: fields.email,
      phoneNumber: '+1 555 0100',
      orderAddress: '1 Test Street',
      lines,
      totalBillCents: netCents,
      // Untaxed unless asked, as a tax-exempt company's order would be: the figures most tests
      // expect are net ones.
      taxRate: fields.taxRate ?? 0,
      taxCents,
      totalDueCents: netCents + taxCents,
      taxExemptReference: fields.taxExemptReference ?? null,
      poNumber: fields.poNumber ?? null,
      note: null,
      status: fields.status ?? 'pending',
      payment: fields.payment ?? 'unpaid',
    },
    Timestamp.fromDate(fields.createdAt),
  );
  await db.doc(`orders/${id}`).set({
    ...document,
    createdAt: Timestamp.fromDate(fields.createdAt),
    paymentDueAt: fields.paymentDueAt ? Timestamp.fromDate(fields.paymentDueAt) : null,
    invoiceNumber: fields.invoiceNumber ?? null,
  });
  return id;
}

/**
 * Days far in the past that no other test file uses (orders placed through the API are of today):
 * each file takes its own `slot`, a span of four years, and a random start inside it.
 */
export function uniqueDays(slot: number): (offset: number) => Date {
  const start = Date.UTC(1970 + slot * 4, 0, 1) + Math.floor(Math.random() * 1400) * 86_400_000;
  return (offset) => new Date(start + offset * 86_400_000 + 3_600_000);
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
