import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { isLowStock } from '@toolshub/shared';
import { scriptAdminApp } from '../../emulators/src/admin-sdk';

export interface OwnTool {
  id: string;
  sku: string;
  toolName: string;
  /** Takes it off the catalogue again (other tests count the demo catalogue). */
  remove: () => Promise<void>;
}

/**
 * A tool of the test's own (1 piece minimum, $1, no tiers), made from a demo tool's stored document
 * so it has every field the API reads; kept out of searches (no tokens) and last in "newest".
 * The test must remove it when done.
 */
export async function createOwnTool(label: string, available: number): Promise<OwnTool> {
  const db = getFirestore(scriptAdminApp());
  const template = (await db.doc('tools/bevel-edge-chisel-set').get()).data();
  if (!template) throw new Error('the demo shop has no bevel-edge-chisel-set');
  const id = `${label}${Date.now().toString(36)}`.toLowerCase();
  const sku = id.toUpperCase();
  const toolName = `Test tool ${id}`;
  await db.doc(`tools/${id}`).set({
    ...template,
    toolName,
    nameKey: toolName.toLowerCase(),
    sku,
    searchTokens: [],
    priceCents: 100,
    priceTiers: [],
    minOrder: 1,
    available,
    inStock: available >= 1,
    lowStock: isLowStock({ available, minOrder: 1 }),
    unitsOrdered: 0,
    createdAt: Timestamp.fromMillis(1_000),
  });
  await db.doc(`skus/${sku}`).set({ toolId: id });
  return {
    id,
    sku,
    toolName,
    remove: async () => {
      await db.doc(`tools/${id}`).delete();
      await db.doc(`skus/${sku}`).delete();
    },
  };
}
