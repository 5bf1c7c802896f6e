import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import { fromCents, OPEN_ORDER_STATUSES, type Tool } from '@toolshub/shared';
import { firestore } from '../firebase';
import { isPlausibleId } from './document-id';
import { fields } from './fields';
import { newestFirstPage, type Page, type PageRequest } from './paged-query';
import { readDoc, readDocInTransaction } from './read-meter';

/** Stored shape of `tools/{id}`: money in integer cents. */
export interface ToolDoc {
  toolName: string;
  priceCents: number;
  minOrder: number;
  available: number;
  toolDescription: string;
  imageLink: string;
  /** Off the catalogue and closed to new orders; kept for the orders that name it. */
  archived: boolean;
}

export interface ToolRecord extends ToolDoc {
  id: string;
  createdAt: Timestamp | null;
  /** Changes with every write of the document (its update time): the tool's ETag. */
  version: string;
}

export const toolConverter: FirestoreDataConverter<ToolRecord> = {
  toFirestore: ({ id: _id, createdAt: _createdAt, version: _version, ...doc }: ToolRecord) => doc,
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return {
      id: snap.id,
      toolName: f.string('toolName'),
      priceCents: f.number('priceCents'),
      minOrder: f.number('minOrder', 1),
      available: f.number('available'),
      toolDescription: f.string('toolDescription'),
      imageLink: f.string('imageLink'),
      archived: f.boolean('archived'),
      createdAt: f.timestamp('createdAt'),
      version: `${snap.updateTime.seconds}.${snap.updateTime.nanoseconds}`,
    };
  },
};

/** Raw references, for writes with server timestamps; reads go through `tools()`. */
export const toolsCollection = () => firestore().collection('tools');
const tools = () => toolsCollection().withConverter(toolConverter);

export function toTool(record: ToolRecord): Tool {
  return {
    _id: record.id,
    toolName: record.toolName,
    price: fromCents(record.priceCents),
    minOrder: record.minOrder,
    available: record.available,
    toolDescription: record.toolDescription,
    imageLink: record.imageLink,
  };
}

export async function findToolRecord(id: string): Promise<ToolRecord | null> {
  if (!isPlausibleId(id)) return null;
  const snap = await readDoc(tools().doc(id));
  return snap.data() ?? null;
}

/** A tool of the catalogue: archived ones are not. */
export async function findTool(id: string): Promise<Tool | null> {
  const record = await findToolRecord(id);
  return record && !record.archived ? toTool(record) : null;
}

/** The catalogue, newest first (every tool document carries `archived`, so the filter sees all). */
export async function listTools(page: PageRequest): Promise<Page<Tool>> {
  return newestFirstPage(tools().where('archived', '==', false), page, toTool);
}

export async function createTool(doc: Omit<ToolDoc, 'archived'>): Promise<string> {
  const ref = toolsCollection().doc();
  await ref.set({ ...doc, archived: false, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

export type UpdateToolResult =
  { outcome: 'updated'; record: ToolRecord } | { outcome: 'stale'; current: ToolRecord } | { outcome: 'not-found' };

/**
 * Applies an edit in a transaction. With `expectedVersion` (the client's If-Match) it applies
 * only to that version: an order or another edit in between makes it 'stale', so what the
 * editor saw (its stock figure) never overwrites what happened since.
 */
export async function updateTool(
  id: string,
  changes: Partial<ToolDoc>,
  expectedVersion: string | null = null,
): Promise<UpdateToolResult> {
  if (!isPlausibleId(id)) return { outcome: 'not-found' };
  const ref = tools().doc(id);
  const result = await firestore().runTransaction(async (tx): Promise<UpdateToolResult> => {
    const current = (await readDocInTransaction(tx, ref)).data();
    if (!current) return { outcome: 'not-found' };
    if (expectedVersion !== null && current.version !== expectedVersion) return { outcome: 'stale', current };
    tx.update(toolsCollection().doc(id), { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return { outcome: 'updated', record: current };
  });
  if (result.outcome !== 'updated') return result;
  const record = await findToolRecord(id);
  return record ? { outcome: 'updated', record } : { outcome: 'not-found' };
}

export type RemoveToolResult = 'deleted' | 'archived' | 'not-found';

/**
 * Deletes a tool, or archives it while orders that may still be cancelled or fulfilled name it
 * (they need its stock back on a cancel). Past orders keep their own snapshot of the tool.
 * One transaction: an order placed meanwhile makes it retry and archive instead.
 */
export async function removeTool(id: string): Promise<RemoveToolResult> {
  if (!isPlausibleId(id)) return 'not-found';
  const ref = tools().doc(id);
  const openOrders = firestore()
    .collection('orders')
    .where('tool._id', '==', id)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .limit(1);
  return firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (!snap.exists) return 'not-found';
    if ((await tx.get(openOrders)).empty) {
      tx.delete(ref);
      return 'deleted';
    }
    tx.update(toolsCollection().doc(id), { archived: true, updatedAt: FieldValue.serverTimestamp() });
    return 'archived';
  });
}
