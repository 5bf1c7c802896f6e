import { Timestamp } from 'firebase-admin/firestore';
import { db, unique } from './emulators';

export interface TestToolFields {
  toolName: string;
  priceCents: number;
  minOrder: number;
  available: number;
}

/** A tool of the test's own (a unique id), so tests never fight over stock. */
export async function createTool(fields: Partial<TestToolFields> = {}): Promise<string> {
  const id = unique('tool');
  await db.doc(`tools/${id}`).set({
    toolName: 'Test Chisel',
    priceCents: 1999,
    minOrder: 5,
    available: 100,
    toolDescription: 'A chisel for tests',
    imageLink: '/images/tools/bevel-edge-chisel-set.svg',
    archived: false,
    createdAt: Timestamp.fromMillis(0),
    ...fields,
  });
  return id;
}

export async function availableOf(toolId: string): Promise<number> {
  return (await db.doc(`tools/${toolId}`).get()).get('available') as number;
}

/** Every stored order of a tool, whatever its status. */
export async function ordersOfTool(toolId: string) {
  return (await db.collection('orders').where('tool._id', '==', toolId).get()).docs;
}
