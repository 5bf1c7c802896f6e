import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { OPERATOR } from '../../src/domain/audit-records';
import { initialStock, STOCK_MOVEMENTS, stockMovementDoc } from '../../src/repositories/stock-movements';
import { newToolDoc, type ToolContent } from '../../src/repositories/tools/document';
import { checkStockLedger, describeLedgerCheck } from '../../src/testing/stock-ledger';
import { db, unique } from './emulators';

export type TestToolFields = Partial<ToolContent> & {
  archived?: boolean;
  unitsOrdered?: number;
  createdAt?: Timestamp;
};

/** A category of the test's own, so filters and counts see only the test's tools. */
export async function createCategory(name = 'Test Category'): Promise<string> {
  const id = unique('cat').toLowerCase();
  await db.doc(`categories/${id}`).set({ name });
  return id;
}

/**
 * A tool of the test's own (a unique id), so tests never fight over stock: stored as the API
 * stores one, derived fields included, with its first stock ledger entry (`initial`).
 */
export async function createTool(fields: TestToolFields = {}): Promise<string> {
  const id = unique('tool');
  const { archived = false, unitsOrdered = 0, createdAt = Timestamp.fromMillis(0), ...content } = fields;
  const batch = db.batch();
  const doc = newToolDoc({
    toolName: 'Test Chisel',
    priceCents: 1999,
    priceTiers: [],
    minOrder: 5,
    available: 100,
    toolDescription: 'A chisel for tests',
    imageLink: '/images/tools/bevel-edge-chisel-set.svg',
    sku: id
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '-')
      .slice(-32),
    category: 'chisels',
    ...content,
  });
  batch.set(db.doc(`tools/${id}`), { ...doc, archived, unitsOrdered, createdAt });
  batch.create(db.collection(STOCK_MOVEMENTS).doc(), stockMovementDoc(initialStock(id, doc.available, OPERATOR)));
  await batch.commit();
  return id;
}

export async function availableOf(toolId: string): Promise<number> {
  return (await db.doc(`tools/${toolId}`).get()).get('available') as number;
}

export async function unitsOrderedOf(toolId: string): Promise<number> {
  return (await db.doc(`tools/${toolId}`).get()).get('unitsOrdered') as number;
}

/** Every stored order of a tool, whatever its status. */
export async function ordersOfTool(toolId: string) {
  return (await db.collection('orders').where('tool._id', '==', toolId).get()).docs;
}

/** Each tool's stock equals the sum of its stock ledger's movements, each stock after the running sum. */
export async function expectStockLedgerHolds(toolIds: string[]): Promise<void> {
  const check = await checkStockLedger(db, toolIds);
  expect(check.ok, describeLedgerCheck(check)).toBe(true);
}
