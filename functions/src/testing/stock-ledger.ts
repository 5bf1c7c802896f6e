/**
 * The stock ledger's equality, checked from Firestore: each tool's `available` equals the sum of
 * its `stockMovements` (the first being its `initial` stock), and each movement's `availableAfter`
 * is the running sum at that point, in commit order. What the integration tests' concurrency
 * checks, the fault test and the soak run for every tool they touch, beside stock conservation.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { STOCK_MOVEMENTS } from '../repositories/stock-movements';

export interface LedgerLine {
  toolId: string;
  /** The tool's stock now; null when the tool is gone. */
  available: number | null;
  movements: number;
  /** The movements' deltas added up. */
  sum: number;
  /** Movements whose `availableAfter` is not the running sum at that point. */
  chainBreaks: number;
  ok: boolean;
}

export interface LedgerCheck {
  ok: boolean;
  lines: LedgerLine[];
}

const timeOf = (value: unknown) => {
  const t = value as Timestamp | null | undefined;
  return t && typeof t.toMillis === 'function' ? t.seconds * 1e9 + t.nanoseconds : 0;
};

/** Reads every tool of `toolIds` and its movements; one line per tool. */
export async function checkStockLedger(db: Firestore, toolIds: Iterable<string>): Promise<LedgerCheck> {
  const lines = await Promise.all(
    [...new Set(toolIds)].map(async (toolId): Promise<LedgerLine> => {
      const [tool, movements] = await Promise.all([
        db.doc(`tools/${toolId}`).get(),
        db.collection(STOCK_MOVEMENTS).where('toolId', '==', toolId).get(),
      ]);
      const entries = movements.docs
        .map((d) => ({
          id: d.id,
          at: timeOf(d.get('at')),
          delta: Number(d.get('delta')),
          after: Number(d.get('availableAfter')),
        }))
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
      let running = 0;
      let chainBreaks = 0;
      for (const entry of entries) {
        running += entry.delta;
        if (entry.after !== running) chainBreaks += 1;
      }
      const available = tool.exists ? (tool.get('available') as number) : null;
      return {
        toolId,
        available,
        movements: entries.length,
        sum: running,
        chainBreaks,
        ok: available !== null && available === running && chainBreaks === 0,
      };
    }),
  );
  return { ok: lines.every((l) => l.ok), lines };
}

/** One line for the whole check, then one per tool that does not add up. */
export function describeLedgerCheck(check: LedgerCheck): string {
  const movements = check.lines.reduce((sum, l) => sum + l.movements, 0);
  const head =
    `stock ledger over ${check.lines.length} tools: ${movements} movements; ` +
    `every tool's stock = sum of its movements, each movement's stock after = the running sum: ${check.ok ? 'PASS' : 'FAIL'}`;
  const broken = check.lines
    .filter((l) => !l.ok)
    .map((l) =>
      l.available === null
        ? `  ${l.toolId}: the tool is gone (${l.movements} movements, sum ${l.sum})`
        : `  ${l.toolId}: ${l.available} in stock, but its ${l.movements} movements add up to ${l.sum}` +
          (l.chainBreaks ? `; ${l.chainBreaks} movements' stock after is not the running sum` : ''),
    );
  return [head, ...broken].join('\n');
}
