import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { isLowStock, searchWords, wordPrefixes, type PriceTierCents } from '@toolshub/shared';
import { scriptAdminApp } from '../../emulators/src/admin-sdk';

export interface OwnTool {
  id: string;
  sku: string;
  toolName: string;
  category: string;
  /** The list price in dollars. */
  price: number;
  minOrder: number;
  available: number;
  /** Takes it off the catalogue again (the `ownTool` fixture does it when the journey ends). */
  remove: () => Promise<void>;
}

export interface OwnToolOptions {
  /** Pieces in stock; default 100. */
  available?: number;
  /** Default 1. */
  minOrder?: number;
  /** The list price in cents; default 100 ($1). */
  priceCents?: number;
  /** Volume prices, in cents a piece; default none. */
  priceTiers?: readonly PriceTierCents[];
  /** Newest in the catalogue and first in All Products, instead of last. */
  newest?: boolean;
  /** A category id of the shop's; default the template's (chisels). */
  category?: string;
  /**
   * Its description, which makes it searchable (by its name, SKU and description, as the API
   * stores every tool's words): give it a word of the journey's own to find only its tools.
   */
  searchableDescription?: string;
}

let made = 0;

/**
 * A tool of the journey's own, made from a demo tool's stored document so it has every field the
 * API reads; kept out of searches (no tokens) unless it has a `searchableDescription`. Unless
 * `newest`, it sorts last in "newest", so the catalogue's first page stays the demo shop's. Its stock ledger starts with its stock. Removed by
 * its `remove` (its ledger stays, as a deleted tool's does).
 */
export async function createOwnTool(label: string, options: OwnToolOptions = {}): Promise<OwnTool> {
  const { available = 100, minOrder = 1, priceCents = 100, priceTiers = [], newest = false } = options;
  const { category, searchableDescription } = options;
  const db = getFirestore(scriptAdminApp());
  const template = (await db.doc('tools/bevel-edge-chisel-set').get()).data();
  if (!template) throw new Error('the demo shop has no bevel-edge-chisel-set');
  made += 1;
  const id = `${label}${Date.now().toString(36)}${process.pid.toString(36)}${made}`.toLowerCase();
  const sku = id.toUpperCase().slice(0, 32);
  const toolName = `Test tool ${id}`;
  await db.doc(`tools/${id}`).set({
    ...template,
    toolName,
    nameKey: toolName.toLowerCase(),
    sku,
    ...(category ? { category } : {}),
    ...(searchableDescription === undefined
      ? { searchTokens: [] }
      : {
          toolDescription: searchableDescription,
          searchTokens: wordPrefixes([toolName, sku, searchableDescription].flatMap(searchWords)),
        }),
    priceCents,
    priceTiers,
    minOrder,
    available,
    inStock: available >= minOrder,
    lowStock: isLowStock({ available, minOrder }),
    unitsOrdered: 0,
    createdAt: newest ? Timestamp.now() : Timestamp.fromMillis(1_000),
  });
  await db.doc(`skus/${sku}`).set({ toolId: id });
  // Its stock ledger starts with that stock, as the API's creation starts it (the shape of
  // stockMovementDoc in functions/src/repositories/stock-movements.ts, which Playwright's loader
  // cannot import).
  await db.collection('stockMovements').add({
    toolId: id,
    delta: available,
    reason: 'initial',
    orderId: null,
    actor: { uid: 'operator', email: null },
    note: null,
    availableAfter: available,
    at: FieldValue.serverTimestamp(),
  });
  return {
    id,
    sku,
    toolName,
    category: category ?? String(template.category),
    price: priceCents / 100,
    minOrder,
    available,
    remove: async () => {
      await db.doc(`tools/${id}`).delete();
      await db.doc(`skus/${sku}`).delete();
    },
  };
}
