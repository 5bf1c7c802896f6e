import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { fromCents, type Tool } from '@toolshub/shared';
import { firestore } from '../firebase';
import type { PageRequest } from '../http/paging';
import { newestFirstPage, type Page } from './paged-query';
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

export const toolsCollection = () => firestore().collection('tools');

export function toTool(doc: DocumentSnapshot): Tool {
  const data = doc.data() as ToolDoc;
  return {
    _id: doc.id,
    toolName: data.toolName,
    price: fromCents(data.priceCents),
    minOrder: data.minOrder,
    available: data.available,
    toolDescription: data.toolDescription,
    imageLink: data.imageLink,
  };
}

/** Firestore document ids cannot contain '/' and are at most 1500 bytes; anything else is unknown. */
export function isPlausibleId(id: string): boolean {
  return id.length > 0 && id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

export async function findTool(id: string): Promise<Tool | null> {
  if (!isPlausibleId(id)) return null;
  const snap = await readDoc(toolsCollection().doc(id));
  return snap.exists ? toTool(snap) : null;
}

export function listTools(page: PageRequest): Promise<Page<Tool>> {
  return newestFirstPage(toolsCollection(), page, toTool);
}

export async function createTool(fields: ToolDoc): Promise<string> {
  const ref = toolsCollection().doc();
  await ref.set({ ...fields, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Applies an edit in a transaction; null when the tool does not exist. */
export async function updateTool(id: string, changes: Partial<ToolDoc>): Promise<Tool | null> {
  if (!isPlausibleId(id)) return null;
  const ref = toolsCollection().doc(id);
  const found = await firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (!snap.exists) return false;
    tx.update(ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  return found ? toTool(await readDoc(ref)) : null;
}

/** Past orders keep their own snapshot of the tool, so deleting it loses nothing there. */
export async function deleteTool(id: string): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const ref = toolsCollection().doc(id);
  return firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (!snap.exists) return false;
    tx.delete(ref);
    return true;
  });
}
