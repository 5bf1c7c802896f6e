import { FieldValue, type DocumentData, type Timestamp } from 'firebase-admin/firestore';
import type { BuyingList, BuyingListCartResult, BuyingListLine, ContractRules } from '@toolshub/shared';
import { putListInCart, type ListCartTool } from '../domain/buying-list-cart';
import { firestore } from '../firebase';
import { runTransaction } from '../firestore/transaction';
import { isPlausibleId } from '../firestore/document-id';
import { fields, isoOrNull } from '../firestore/fields';
import { readDoc, readQuery, recordReads, recordWrites } from '../firestore/read-meter';
import { cartsCollection } from './carts';
import { tools, toolsCollection, type ToolRecord } from './tools/tools';

/**
 * `buyingLists/{id}`: an account's saved lines (`ownerUid`, `ownerName`, `name`, `shared`,
 * `companyId`, `lines`, `createdAt`, `updatedAt`). The owner sees and edits their lists; when
 * `shared`, so does every member of `companyId` (the owner's company when the list was last saved).
 */
export const BUYING_LISTS = 'buyingLists';
export const buyingListsCollection = () => firestore().collection(BUYING_LISTS);

export interface StoredBuyingList {
  id: string;
  ownerUid: string;
  ownerName: string;
  name: string;
  shared: boolean;
  companyId: string | null;
  lines: BuyingListLine[];
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

/** What a write stores (the times are the store's). */
export interface BuyingListContent {
  name: string;
  shared: boolean;
  lines: BuyingListLine[];
}

/** Who asks: their uid and company (null: in none). */
export interface ListReader {
  uid: string;
  companyId: string | null;
}

function toStored(id: string, data: DocumentData): StoredBuyingList {
  const f = fields(data);
  const companyId = typeof data.companyId === 'string' && data.companyId !== '' ? data.companyId : null;
  return {
    id,
    ownerUid: f.string('ownerUid'),
    ownerName: f.string('ownerName'),
    name: f.string('name'),
    shared: f.boolean('shared'),
    companyId,
    lines: f.records('lines').map((line) => {
      const l = fields(line);
      return { toolId: l.string('toolId'), quantity: l.number('quantity') };
    }),
    createdAt: f.timestamp('createdAt'),
    updatedAt: f.timestamp('updatedAt'),
  };
}

/** The owner, and, for a shared list, the members of its company. */
export const maySee = (list: StoredBuyingList, reader: ListReader) =>
  list.ownerUid === reader.uid || (list.shared && list.companyId !== null && list.companyId === reader.companyId);

/** The tools a set of ids names, by id (absent: no such tool), read in one batch. */
async function toolsById(ids: readonly string[]): Promise<Map<string, ToolRecord>> {
  const refs = [...new Set(ids)].filter(isPlausibleId).map((id) => tools().doc(id));
  if (refs.length === 0) return new Map();
  const snaps = await firestore().getAll(...refs);
  recordReads(snaps.length);
  return new Map(snaps.flatMap((snap) => (snap.exists && snap.data() ? [[snap.id, snap.data() as ToolRecord]] : [])));
}

/** Lists as the reader sees them, each line with its tool's name and SKU now. */
async function views(lists: StoredBuyingList[], reader: ListReader): Promise<BuyingList[]> {
  const found = await toolsById(lists.flatMap((list) => list.lines.map((line) => line.toolId)));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    shared: list.shared,
    owner: { uid: list.ownerUid, name: list.ownerName },
    companyId: list.companyId,
    mine: list.ownerUid === reader.uid,
    lines: list.lines.map((line) => {
      const tool = found.get(line.toolId);
      return {
        ...line,
        toolName: tool?.toolName ?? null,
        sku: tool?.sku ?? null,
        archived: tool?.archived ?? false,
      };
    }),
    createdAt: isoOrNull(list.createdAt),
    updatedAt: isoOrNull(list.updatedAt),
  }));
}

export const toBuyingList = async (list: StoredBuyingList, reader: ListReader) =>
  (await views([list], reader))[0] as BuyingList;

/** The reader's own lists and their company's shared ones, last changed first (two equality queries). */
export async function listBuyingLists(reader: ListReader): Promise<BuyingList[]> {
  const [own, shared] = await Promise.all([
    readQuery(buyingListsCollection().where('ownerUid', '==', reader.uid)),
    reader.companyId === null
      ? null
      : readQuery(buyingListsCollection().where('companyId', '==', reader.companyId).where('shared', '==', true)),
  ]);
  const byId = new Map<string, StoredBuyingList>();
  for (const doc of [...own.docs, ...(shared?.docs ?? [])]) byId.set(doc.id, toStored(doc.id, doc.data()));
  const lists = [...byId.values()].sort(
    (a, b) =>
      (b.updatedAt?.toMillis() ?? 0) - (a.updatedAt?.toMillis() ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return views(lists, reader);
}

/** The list if the reader may see it (else null: unknown and hidden answer alike). */
export async function findVisibleList(id: string, reader: ListReader): Promise<StoredBuyingList | null> {
  if (!isPlausibleId(id)) return null;
  const snap = await readDoc(buyingListsCollection().doc(id));
  const data = snap.data();
  if (!data) return null;
  const list = toStored(id, data);
  return maySee(list, reader) ? list : null;
}

/** The tool ids of `lines` that name no tool (archived ones exist), under their body's field. */
export async function missingTools(lines: readonly BuyingListLine[]): Promise<Record<string, string>> {
  const refs = lines.map((line) => (isPlausibleId(line.toolId) ? toolsCollection().doc(line.toolId) : null));
  const real = refs.filter((ref) => ref !== null);
  const snaps = real.length > 0 ? await firestore().getAll(...real, { fieldMask: [] }) : [];
  recordReads(snaps.length);
  const found = new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
  const problems: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (!found.has(line.toolId)) problems[`lines[${i}].toolId`] = `No tool with id ${line.toolId}`;
  });
  return problems;
}

const storedFields = (content: BuyingListContent) => ({
  name: content.name,
  shared: content.shared,
  lines: content.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
});

export async function createBuyingList(
  content: BuyingListContent,
  owner: { uid: string; name: string; companyId: string | null },
): Promise<string> {
  const ref = buyingListsCollection().doc();
  const now = FieldValue.serverTimestamp();
  await ref.create({
    ...storedFields(content),
    ownerUid: owner.uid,
    ownerName: owner.name,
    companyId: owner.companyId,
    createdAt: now,
    updatedAt: now,
  });
  recordWrites(1);
  return ref.id;
}

/**
 * Replaces a list's name, sharing and lines, if the reader may still see it (read in the
 * transaction: a list unshared meanwhile is not written by a colleague). The company follows the
 * owner's when the owner saves it; a colleague's save keeps it.
 */
export async function replaceBuyingList(
  id: string,
  content: BuyingListContent,
  reader: ListReader,
): Promise<StoredBuyingList | null> {
  if (!isPlausibleId(id)) return null;
  const ref = buyingListsCollection().doc(id);
  const written = await runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || !maySee(toStored(id, data), reader)) return false;
    const owner = data.ownerUid === reader.uid;
    tx.update(ref, {
      ...storedFields(content),
      ...(owner ? { companyId: reader.companyId } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  if (!written) return null;
  const after = (await readDoc(ref)).data();
  return after ? toStored(id, after) : null;
}

/** Deletes a list the reader may see; false when there is none they can. */
export async function deleteBuyingList(id: string, reader: ListReader): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const ref = buyingListsCollection().doc(id);
  return runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || !maySee(toStored(id, data), reader)) return false;
    tx.delete(ref);
    return true;
  });
}

/**
 * Puts a list's lines in the reader's cart (domain/buying-list-cart.ts), in one transaction over
 * the cart and the tools: the cart as saved meanwhile by another tab is the one added to, and its
 * version changes (a tab holding the old ETag gets 412 on its next save).
 */
export async function addListToCart(
  list: StoredBuyingList,
  uid: string,
  priceLists: readonly ContractRules[],
): Promise<BuyingListCartResult> {
  const cartRef = cartsCollection().doc(uid);
  const toolRefs = list.lines.filter((line) => isPlausibleId(line.toolId)).map((line) => tools().doc(line.toolId));
  const outcome = await runTransaction(async (tx) => {
    const cartSnap = await tx.get(cartRef);
    const toolSnaps = toolRefs.length > 0 ? await tx.getAll(...toolRefs) : [];
    recordReads(1 + toolSnaps.length);
    const byId = new Map<string, ToolRecord>();
    for (const snap of toolSnaps) {
      const tool = snap.data();
      if (tool) byId.set(snap.id, tool);
    }
    const cartLines = fields(cartSnap.data() ?? {})
      .records('lines')
      .map((line) => ({ toolId: fields(line).string('toolId'), quantity: fields(line).number('quantity') }));
    const toolOf = (toolId: string): ListCartTool | null => byId.get(toolId) ?? null;
    const result = putListInCart(cartLines, list.lines, toolOf, priceLists);
    if (result.added.length > 0) {
      tx.set(cartRef, { lines: result.lines, updatedAt: FieldValue.serverTimestamp() });
    }
    return result;
  });
  const saved = (await readDoc(cartRef)).data();
  return {
    added: outcome.added,
    refused: outcome.refused,
    cart: {
      lines: outcome.lines,
      updatedAt: isoOrNull(saved ? fields(saved).timestamp('updatedAt') : null),
    },
  };
}
