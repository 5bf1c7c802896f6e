import { FieldValue, type Transaction as Tx } from 'firebase-admin/firestore';
import {
  fromCents,
  orderMultipleOf,
  type Caller,
  type ToolImportReport,
  type ToolImportRowResult,
} from '@toolshub/shared';
import type { ImportRow } from '../../domain/tool-import-csv';
import { runTransaction } from '../../firestore/transaction';
import { recordAudit } from '../audit/audit';
import { categoryRef } from '../categories';
import { changedToolFields } from '../../domain/audit-records';
import { isPlausibleId } from '../../firestore/document-id';
import { readDocInTransaction } from '../../firestore/read-meter';
import { initialStock, recordStockMovement } from '../stock-movements';
import { derivedToolFields, newToolDoc, type ToolContent } from './document';
import {
  orderMultipleWrite,
  reorderPointWrite,
  skuClaim,
  storedReorderPoint,
  tools,
  toolsCollection,
  type ToolRecord,
} from './tools';

/** What an import does with a row that passed every check. */
type Plan = { kind: 'create'; content: ToolContent } | { kind: 'update'; content: ToolContent; current: ToolRecord };

/**
 * Upserts the rows by SKU in one transaction: a SKU claimed by a tool updates that tool (its id,
 * pieces ordered, archived state and creation time stay), a new SKU creates a tool and claims it.
 * Every row is checked against the database (its category exists) inside the transaction; with
 * any row refused, or on a dry run, nothing is written. Otherwise every row is written with its
 * audit entry (`tool.imported`) and, where its stock changes, its stock ledger entry (`initial` for
 * a new tool, `import` for a new figure over the stock read in this transaction), all or none.
 */
export async function importTools(
  rows: ImportRow[],
  actor: Pick<Caller, 'uid' | 'email'>,
  { dryRun }: { dryRun: boolean },
): Promise<ToolImportReport> {
  return runTransaction(async (tx) => {
    const valid = rows.filter((row): row is ImportRow & { content: ToolContent } => row.content !== null);
    const categories = [...new Set(valid.map((row) => row.content.category))];
    const categoryFound = new Map(
      await Promise.all(
        categories.map(async (id) => [id, (await readDocInTransaction(tx, categoryRef(id))).exists] as const),
      ),
    );
    const holders = await Promise.all(valid.map((row) => skuHolderRecord(tx, row.content.sku)));
    const plans = new Map<number, Plan>();
    const results: ToolImportRowResult[] = rows.map((row) => {
      const i = valid.indexOf(row as ImportRow & { content: ToolContent });
      const messages = [...row.messages];
      if (row.content && !categoryFound.get(row.content.category)) {
        messages.push(`Unknown category ${row.content.category}: choose one of the shop's categories`);
      }
      const current = i >= 0 ? holders[i] : null;
      if (row.content && messages.length === 0) {
        plans.set(
          row.line,
          current ? { kind: 'update', content: row.content, current } : { kind: 'create', content: row.content },
        );
      }
      const outcome = messages.length ? 'refused' : current ? 'update' : 'create';
      return { line: row.line, sku: row.sku, outcome, messages };
    });
    const count = (outcome: ToolImportRowResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
    const refused = count('refused');
    const applied = !dryRun && refused === 0;
    if (applied) for (const plan of plans.values()) write(tx, plan, actor);
    return { dryRun, applied, created: count('create'), updated: count('update'), refused, rows: results };
  });
}

/** The tool holding a SKU: a claim whose tool is gone (deleted outside the API) holds nothing. */
async function skuHolderRecord(tx: Tx, sku: string): Promise<ToolRecord | null> {
  const toolId: unknown = (await readDocInTransaction(tx, skuClaim(sku))).get('toolId');
  if (typeof toolId !== 'string' || !isPlausibleId(toolId)) return null;
  return (await readDocInTransaction(tx, tools().doc(toolId))).data() ?? null;
}

function write(tx: Tx, plan: Plan, actor: Pick<Caller, 'uid' | 'email'>): void {
  const { content } = plan;
  const label = `${content.toolName} (${content.sku})`;
  if (plan.kind === 'create') {
    const ref = toolsCollection().doc();
    tx.create(ref, { ...newToolDoc(content), createdAt: FieldValue.serverTimestamp() });
    tx.set(skuClaim(content.sku), { toolId: ref.id });
    recordStockMovement(tx, initialStock(ref.id, content.available, actor));
    recordAudit(tx, {
      action: 'tool.imported',
      actor,
      target: { kind: 'tool', id: ref.id, label },
      before: null,
      after: auditFields(content),
    });
    return;
  }
  const { current } = plan;
  const { reorderPoint, orderMultiple, ...fields } = content;
  tx.update(toolsCollection().doc(current.id), {
    ...fields,
    ...reorderPointWrite(reorderPoint ?? null),
    ...orderMultipleWrite(orderMultiple ?? 1),
    ...derivedToolFields(content),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (content.available !== current.available) {
    recordStockMovement(tx, {
      toolId: current.id,
      delta: content.available - current.available,
      reason: 'import',
      actor,
      availableAfter: content.available,
    });
  }
  const changed = changedToolFields(auditFields(current), auditFields(content)) ?? { before: {}, after: {} };
  recordAudit(tx, {
    action: 'tool.imported',
    actor,
    target: { kind: 'tool', id: current.id, label },
    ...changed,
  });
}

/** A tool's imported fields as the API shows them (money in dollars; reorderPoint null: the default). */
function auditFields(tool: ToolContent): Record<string, unknown> {
  return {
    toolName: tool.toolName,
    sku: tool.sku,
    category: tool.category,
    price: fromCents(tool.priceCents),
    minOrder: tool.minOrder,
    available: tool.available,
    reorderPoint: storedReorderPoint(tool.reorderPoint),
    priceTiers: tool.priceTiers.map((t) => ({ minQuantity: t.minQuantity, price: fromCents(t.priceCents) })),
    toolDescription: tool.toolDescription,
    imageLink: tool.imageLink,
    ...(orderMultipleOf(tool) > 1 ? { orderMultiple: orderMultipleOf(tool) } : {}),
  };
}
