/**
 * Stock is conserved: each tool's stock now is its stock at the start minus the pieces of the
 * orders placed since that are still live (not cancelled). What the order benchmark, the soak and
 * the fault test check once their traffic has stopped, read straight from Firestore.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from './admin-sdk';

export interface StockLine {
  toolId: string;
  startStock: number;
  /** Orders placed since the start (of `counted` buyers), and how many of them are live. */
  orders: number;
  liveOrders: number;
  livePieces: number;
  available: number;
  ok: boolean;
}

export interface StockCheck {
  ok: boolean;
  lines: StockLine[];
}

/** Each tool's `available` now, by id (tools that are gone are left out). */
export async function readStock(toolIds?: readonly string[]): Promise<Map<string, number>> {
  const db = getFirestore(scriptAdminApp());
  const snaps = toolIds
    ? await Promise.all(toolIds.map((id) => db.doc(`tools/${id}`).get()))
    : (await db.collection('tools').get()).docs;
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.get('available') as number]));
}

/**
 * Compares every tool of `startStock` with the orders on it. `counted` says which orders are the
 * traffic's (by the buyer's uid); orders from before the start are already in `startStock`.
 */
export async function checkStockConservation(
  startStock: ReadonlyMap<string, number>,
  counted: (buyerUid: string) => boolean = () => true,
): Promise<StockCheck> {
  const db = getFirestore(scriptAdminApp());
  const available = await readStock([...startStock.keys()]);
  const lines = await Promise.all(
    [...startStock].map(async ([toolId, start]): Promise<StockLine> => {
      const orders = (await db.collection('orders').where('tool._id', '==', toolId).get()).docs.filter((d) =>
        counted(d.get('uid') as string),
      );
      const live = orders.filter((d) => d.get('status') !== 'cancelled');
      const livePieces = live.reduce((sum, d) => sum + (d.get('orderQuantity') as number), 0);
      const now = available.get(toolId) ?? Number.NaN;
      return {
        toolId,
        startStock: start,
        orders: orders.length,
        liveOrders: live.length,
        livePieces,
        available: now,
        ok: now === start - livePieces,
      };
    }),
  );
  return { ok: lines.every((l) => l.ok), lines };
}

/** One line for the whole check, then one per tool that does not add up. */
export function describeStockCheck(check: StockCheck): string {
  const orders = check.lines.reduce((sum, l) => sum + l.orders, 0);
  const live = check.lines.reduce((sum, l) => sum + l.liveOrders, 0);
  const pieces = check.lines.reduce((sum, l) => sum + l.livePieces, 0);
  const head =
    `stock conservation over ${check.lines.length} tools: ${orders} orders placed, ${live} live (${pieces} pieces); ` +
    `every tool's stock = start − live pieces: ${check.ok ? 'PASS' : 'FAIL'}`;
  const broken = check.lines
    .filter((l) => !l.ok)
    .map(
      (l) =>
        `  ${l.toolId}: start ${l.startStock} − live ${l.livePieces} = ${l.startStock - l.livePieces}, but ${l.available} in stock`,
    );
  return [head, ...broken].join('\n');
}
