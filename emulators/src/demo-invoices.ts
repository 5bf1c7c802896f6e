import { formatInvoiceNumber, type OrderStatus } from '@toolshub/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A delivered demo order's life, in milliseconds since the epoch. */
type DemoHistoryEntry = { status: OrderStatus; at: number } | { payment: 'paid'; paymentReference: string; at: number };

export interface DemoOrderLife {
  history: DemoHistoryEntry[];
  invoiceNumber: string;
  shippedAt: number;
  paymentDueAt: number;
  paid: { at: number; reference: string } | null;
}

/**
 * The delivered trade orders as the shop would have lived them: processed an hour after they came
 * in, shipped the next day (which gave each, in shipping order, its year's next invoice number),
 * delivered three days later, and paid two weeks after shipping, except every fifth one, which
 * is still unpaid (past its due date, so the admin sees overdue orders). Returns each order's
 * life, in the order given, and the invoice count of every year for `counters/invoices-{year}`.
 */
export function demoOrderLives(
  placedAt: readonly number[],
  now: number,
  paymentTermsDays: number,
): { lives: DemoOrderLife[]; invoiceCounts: Map<number, number> } {
  const invoiceCounts = new Map<number, number>();
  const byShipping = placedAt.map((at, index) => ({ at, index })).sort((a, b) => a.at - b.at || a.index - b.index);
  const lives: DemoOrderLife[] = new Array(placedAt.length);
  byShipping.forEach(({ at, index }, shippedSoFar) => {
    const shippedAt = at + DAY_MS;
    const deliveredAt = shippedAt + 3 * DAY_MS;
    if (deliveredAt > now) throw new Error(`a demo order placed ${new Date(at).toISOString()} cannot be delivered yet`);
    const year = new Date(shippedAt).getUTCFullYear();
    const sequence = (invoiceCounts.get(year) ?? 0) + 1;
    invoiceCounts.set(year, sequence);
    const paidAt = shippedAt + 14 * DAY_MS;
    const paid =
      (shippedSoFar + 1) % 5 !== 0 && paidAt <= now ? { at: paidAt, reference: `BACS ${100200 + shippedSoFar}` } : null;
    lives[index] = {
      history: (
        [
          { status: 'pending', at },
          { status: 'processing', at: at + HOUR_MS },
          { status: 'shipped', at: shippedAt },
          { status: 'delivered', at: deliveredAt },
          ...(paid ? [{ payment: 'paid' as const, paymentReference: paid.reference, at: paid.at }] : []),
        ] satisfies DemoHistoryEntry[]
      ).sort((a, b) => a.at - b.at),
      invoiceNumber: formatInvoiceNumber(year, sequence),
      shippedAt,
      paymentDueAt: shippedAt + paymentTermsDays * DAY_MS,
      paid,
    };
  });
  return { lives, invoiceCounts };
}
