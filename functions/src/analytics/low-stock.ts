import type { Firestore } from 'firebase-admin/firestore';
import { effectiveReorderPoint, type LowStockTool } from '@toolshub/shared';
import { fields } from '../firestore/fields';
import { readQuery } from '../firestore/read-meter';
import { buildToolQuery } from '../repositories/tools/query';
import { DOCUMENT_ID } from '../firestore/query-shape';
import type { ToolQuerySpec } from '../repositories/tools/list-shape';

/** The dashboard lists at most this many low-stock tools (its read cost stays bounded). */
export const LOW_STOCK_LIMIT = 50;

/** Tools on sale whose stored `lowStock` is set, fewest pieces first (a composite index). */
export function lowStockSpec(): ToolQuerySpec {
  return {
    equalities: [
      ['archived', false],
      ['lowStock', true],
    ],
    oneOf: null,
    arrayContains: null,
    orderBy: [
      { field: 'available', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  };
}

export async function lowStockTools(db: Firestore): Promise<LowStockTool[]> {
  // Only the fields the list shows: a tool's description, tiers and image are not downloaded.
  const query = buildToolQuery(db.collection('tools'), lowStockSpec())
    .select('sku', 'toolName', 'available', 'minOrder', 'reorderPoint')
    .limit(LOW_STOCK_LIMIT);
  const snap = await readQuery(query);
  return snap.docs.map((doc) => {
    const f = fields(doc.data());
    const reorderPoint = doc.get('reorderPoint') as unknown;
    return {
      toolId: doc.id,
      sku: f.string('sku'),
      toolName: f.string('toolName'),
      available: f.number('available'),
      reorderPoint: effectiveReorderPoint({
        minOrder: f.number('minOrder'),
        ...(typeof reorderPoint === 'number' && Number.isInteger(reorderPoint) ? { reorderPoint } : {}),
      }),
    };
  });
}
