import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import { fromCents, type Tool } from '@toolshub/shared';
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
}

export interface ToolRecord extends ToolDoc {
  id: string;
  createdAt: Timestamp | null;
}

export const toolConverter: FirestoreDataConverter<ToolRecord> = {
  toFirestore: ({ id: _id, createdAt: _createdAt, ...doc }: ToolRecord) => doc,
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
      createdAt: f.timestamp('createdAt'),
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

export async function findTool(id: string): Promise<Tool | null> {
  const record = await findToolRecord(id);
  return record && toTool(record);
}

export async function listTools(page: PageRequest): Promise<Page<Tool>> {
  const found = await newestFirstPage(tools(), page, (t) => t.createdAt);
  return { ...found, items: found.items.map(toTool) };
}

export async function createTool(doc: ToolDoc): Promise<string> {
  const ref = toolsCollection().doc();
  await ref.set({ ...doc, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Applies an edit in a transaction; null when the tool does not exist. */
export async function updateTool(id: string, changes: Partial<ToolDoc>): Promise<Tool | null> {
  if (!isPlausibleId(id)) return null;
  const ref = tools().doc(id);
  const found = await firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (!snap.exists) return false;
    tx.update(toolsCollection().doc(id), { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  return found ? findTool(id) : null;
}

/** Past orders keep their own snapshot of the tool, so deleting it loses nothing there. */
export async function deleteTool(id: string): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const ref = tools().doc(id);
  return firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (!snap.exists) return false;
    tx.delete(ref);
    return true;
  });
}
