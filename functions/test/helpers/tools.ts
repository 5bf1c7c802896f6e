import { Timestamp } from 'firebase-admin/firestore';
import { newToolDoc, type ToolContent } from '../../src/repositories/tool-document';
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
 * stores one, derived fields included.
 */
export async function createTool(fields: TestToolFields = {}): Promise<string> {
  const id = unique('tool');
  const { archived = false, unitsOrdered = 0, createdAt = Timestamp.fromMillis(0), ...content } = fields;
  await db.doc(`tools/${id}`).set({
    ...newToolDoc({
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
    }),
    archived,
    unitsOrdered,
    createdAt,
  });
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
