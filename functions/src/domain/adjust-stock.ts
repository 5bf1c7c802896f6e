import { stockAfterAdjustment, type StockAdjustmentReason } from '@toolshub/shared';
import { conflict, notFound } from '../errors';
import { toolStockAdjusted, type AuditActor } from './audit-records';
import type { OrderStore } from './order-store';

export interface StockAdjustment {
  /** Pieces added (positive) or taken away (negative); never 0 (the schema refuses it). */
  delta: number;
  reason: StockAdjustmentReason;
  note: string | null;
}

export interface AdjustedStock {
  movementId: string;
  availableAfter: number;
}

/**
 * An admin adds or takes away pieces: in one transaction on the order store (the same checked
 * write and retries as orders, queued with them on the tool's key), the stock it reads plus
 * `delta`, never below 0 (409 otherwise), with its ledger entry and its audit entry. An order
 * committed meanwhile makes the attempt run again on the new stock, so neither is lost.
 * Archived tools may be adjusted (their stock still moves with cancels).
 */
export function adjustStock(
  store: OrderStore,
  toolId: string,
  adjustment: StockAdjustment,
  actor: AuditActor,
): Promise<AdjustedStock> {
  return store.transaction(
    async (tx) => {
      const tool = await tx.getTool(toolId);
      if (!tool) throw notFound(`No tool with id ${toolId}`);
      const after = stockAfterAdjustment(tool.available, adjustment.delta);
      if (!after.ok) throw conflict(`${tool.toolName}: ${after.message}`);
      const movementId = tx.setToolStock(
        tool.id,
        { available: after.available, unitsOrdered: tool.unitsOrdered },
        { reason: adjustment.reason, actor, note: adjustment.note },
      );
      tx.recordAudit(toolStockAdjusted(actor, tool, { ...adjustment, availableAfter: after.available }));
      return { movementId, availableAfter: after.available };
    },
    { contentionKeys: [`tool/${toolId}`] },
  );
}
