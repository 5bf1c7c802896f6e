import {
  FieldValue,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  DEFAULT_CATEGORY,
  effectiveReorderPoint,
  fromCents,
  isLowStock,
  minOrderCasePackProblem,
  priceTierProblem,
  skuFromName,
  skuSuffix,
  type AdminTool,
  type PriceTierProblem,
  type Tool,
} from '@toolshub/shared';
import { toolArchived, toolCreated, toolDeleted, toolUpdated, type AuditActor } from '../../domain/audit-records';
import { firestore } from '../../firebase';
import { runTransaction } from '../../firestore/transaction';
import { recordAudit } from '../audit/audit';
import { categoryRef } from '../categories';
import { isPlausibleId } from '../../firestore/document-id';
import { fields } from '../../firestore/fields';
import { filterOrders, orderQueries } from '../orders/queries';
import { readDoc, readDocInTransaction } from '../../firestore/read-meter';
import { initialStock, recordStockMovement } from '../stock-movements';
import { derivedToolFields, newToolDoc, type ToolContent, type ToolDoc } from './document';

export type { ToolContent, ToolDoc } from './document';

export interface ToolRecord extends ToolDoc {
  id: string;
  createdAt: Timestamp | null;
  /** Changes with every write of the document (its update time): the tool's ETag. */
  version: string;
}

/**
 * A tool as the catalogue's lists read it: every field but its search tokens, which only the
 * queries' filter uses and which are most of a document's bytes (a prefix of every word of the name,
 * SKU and description: about 3.5 of a demo tool's 4.4 kB). Read-only: nothing writes one back.
 */
export type CatalogueToolRecord = Omit<ToolRecord, 'searchTokens'>;

/** The stored fields a CatalogueToolRecord is read from (a query's `select`). */
const CATALOGUE_FIELDS = [
  'toolName',
  'priceCents',
  'minOrder',
  'available',
  'toolDescription',
  'imageLink',
  'sku',
  'category',
  'priceTiers',
  'reorderPoint',
  'orderMultiple',
  'unitsOrdered',
  'inStock',
  'lowStock',
  'nameKey',
  'archived',
  'createdAt',
] as const satisfies readonly (keyof CatalogueToolRecord)[];
// A field added to the tool's document must be added above, or the lists would read it as missing.
type UnlistedField = Exclude<keyof CatalogueToolRecord, (typeof CATALOGUE_FIELDS)[number] | 'id' | 'version'>;
const everyFieldListed: [UnlistedField] extends [never] ? true : UnlistedField = true;
void everyFieldListed;

function catalogueToolOf(snap: QueryDocumentSnapshot): CatalogueToolRecord {
  const f = fields(snap.data());
  return {
    id: snap.id,
    toolName: f.string('toolName'),
    priceCents: f.number('priceCents'),
    minOrder: f.number('minOrder', 1),
    available: f.number('available'),
    toolDescription: f.string('toolDescription'),
    imageLink: f.string('imageLink'),
    sku: f.string('sku'),
    category: f.string('category'),
    priceTiers: f.records('priceTiers').map((tier) => {
      const t = fields(tier);
      return { minQuantity: t.number('minQuantity'), priceCents: t.number('priceCents') };
    }),
    reorderPoint: storedReorderPoint(snap.get('reorderPoint')),
    orderMultiple: storedOrderMultiple(snap.get('orderMultiple')),
    unitsOrdered: f.number('unitsOrdered'),
    inStock: f.boolean('inStock'),
    lowStock: f.boolean('lowStock'),
    nameKey: f.string('nameKey'),
    archived: f.boolean('archived'),
    createdAt: f.timestamp('createdAt'),
    version: `${snap.updateTime.seconds}.${snap.updateTime.nanoseconds}`,
  };
}

export const toolConverter: FirestoreDataConverter<ToolRecord> = {
  toFirestore: ({ id: _id, createdAt: _createdAt, version: _version, ...doc }: ToolRecord) => doc,
  fromFirestore: (snap) => ({ ...catalogueToolOf(snap), searchTokens: fields(snap.data()).strings('searchTokens') }),
};

const catalogueToolConverter: FirestoreDataConverter<CatalogueToolRecord> = {
  toFirestore: () => {
    throw new Error('A catalogue read of a tool lacks its search tokens: write through tools()');
  },
  fromFirestore: catalogueToolOf,
};

/** A tool's own reorder point, when one is stored as a whole number of pieces; null means the default. */
export function storedReorderPoint(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** A tool's pieces per case as stored: a whole number ≥ 1, else (absent: saved before case packs) 1. */
export function storedOrderMultiple(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Raw references, for writes with server timestamps; reads go through `tools()`. */
export const toolsCollection = () => firestore().collection('tools');
export const tools = () => toolsCollection().withConverter(toolConverter);
/** The catalogue's lists: the same collection, read without the search tokens (CatalogueToolRecord). */
export const catalogueTools = () =>
  toolsCollection()
    .select(...CATALOGUE_FIELDS)
    .withConverter(catalogueToolConverter);

/**
 * `skus/{SKU}` → `{ toolId }`: a SKU belongs to one tool. Firestore has no unique constraint; a
 * claim document written in the same transaction as the tool is one (two tools taking the same
 * SKU at once collide on that document and one of them retries, finds it taken, and is refused).
 */
export const skuClaim = (sku: string) => firestore().collection('skus').doc(sku);

export function toTool(record: CatalogueToolRecord): Tool {
  return {
    _id: record.id,
    toolName: record.toolName,
    price: fromCents(record.priceCents),
    minOrder: record.minOrder,
    available: record.available,
    toolDescription: record.toolDescription,
    imageLink: record.imageLink,
    sku: record.sku,
    category: record.category,
    priceTiers: record.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: fromCents(tier.priceCents) })),
    unitsOrdered: record.unitsOrdered,
    // Only for a tool sold in cases: tools sold by the piece answer as they always did.
    ...(record.orderMultiple !== undefined && record.orderMultiple > 1 ? { orderMultiple: record.orderMultiple } : {}),
  };
}

/**
 * Low stock is computed here from the figures rather than read from the stored flag, so a tool
 * written before the flag existed (saved local data) shows right; the seed backfills the flag.
 */
export function toAdminTool(record: ToolRecord): AdminTool {
  return {
    ...toTool(record),
    archived: record.archived,
    reorderPoint: effectiveReorderPoint(record),
    lowStock: isLowStock(record),
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

/** Why a write of a tool's catalogue fields was refused (nothing was written). */
export type ToolWriteRefusal =
  | { outcome: 'sku-taken'; sku: string }
  | { outcome: 'unknown-category'; category: string }
  | { outcome: 'invalid-tiers'; problem: PriceTierProblem }
  | { outcome: 'invalid-case-pack'; message: string };

/** The tool that holds a SKU, if any: a claim whose tool is gone (deleted outside the API) holds nothing. */
export async function skuHolder(tx: Transaction, sku: string): Promise<string | null> {
  const claim = await readDocInTransaction(tx, skuClaim(sku));
  const toolId: unknown = claim.get('toolId');
  if (typeof toolId !== 'string' || !isPlausibleId(toolId)) return null;
  return (await readDocInTransaction(tx, toolsCollection().doc(toolId))).exists ? toolId : null;
}

export async function categoryMissing(tx: Transaction, category: string): Promise<boolean> {
  return !(await readDocInTransaction(tx, categoryRef(category))).exists;
}

export type CreateToolResult = { outcome: 'created'; id: string; sku: string; category: string } | ToolWriteRefusal;

/** A new tool: without a SKU (null) one is made from its name; without a category it goes to DEFAULT_CATEGORY. */
export type NewToolContent = Omit<ToolContent, 'sku' | 'category'> & { sku: string | null; category: string | null };

/** Suffix lengths tried for a SKU made from a name: three characters, longer ones if those are taken. */
const MADE_SKU_SUFFIXES = [3, 3, 3, 4, 4, 6];

/**
 * A SKU made from the name that no tool holds, read in the transaction that will claim it
 * (`free: false` with the last one tried when every try was taken).
 */
async function skuFromNameNotHeld(tx: Transaction, name: string): Promise<{ sku: string; free: boolean }> {
  let sku = '';
  for (const length of MADE_SKU_SUFFIXES) {
    sku = skuFromName(name, skuSuffix(length));
    if ((await skuHolder(tx, sku)) === null) return { sku, free: true };
  }
  return { sku, free: false };
}

/**
 * Adds a tool and claims its SKU, with its audit entry and its first stock ledger entry (`initial`),
 * in one transaction; a SKU already held is
 * refused. A tool without a SKU gets one made from its name (unique: its claim is read in the
 * transaction, and two tools making the same one at once collide on the claim and one retries);
 * a tool without a category goes to DEFAULT_CATEGORY, which the same transaction makes if it is
 * not there yet.
 */
export async function createTool(content: NewToolContent, actor: AuditActor): Promise<CreateToolResult> {
  const problem = priceTierProblem(content.priceTiers, content);
  if (problem) return { outcome: 'invalid-tiers', problem };
  const casePack = minOrderCasePackProblem(content);
  if (casePack) return { outcome: 'invalid-case-pack', message: casePack };
  const ref = toolsCollection().doc();
  return runTransaction(async (tx): Promise<CreateToolResult> => {
    const category = content.category ?? DEFAULT_CATEGORY.id;
    const makeCategory = await categoryMissing(tx, category);
    if (makeCategory && content.category !== null) return { outcome: 'unknown-category', category };
    const { sku, free } =
      content.sku === null
        ? await skuFromNameNotHeld(tx, content.toolName)
        : { sku: content.sku, free: (await skuHolder(tx, content.sku)) === null };
    if (!free) return { outcome: 'sku-taken', sku };
    const stored: ToolContent = { ...content, sku, category };
    if (makeCategory) tx.set(categoryRef(category), { name: DEFAULT_CATEGORY.name });
    tx.create(ref, { ...newToolDoc(stored), createdAt: FieldValue.serverTimestamp() });
    tx.set(skuClaim(sku), { toolId: ref.id });
    recordStockMovement(tx, initialStock(ref.id, content.available, actor));
    recordAudit(tx, toolCreated(actor, ref.id, stored));
    return { outcome: 'created', id: ref.id, sku, category };
  });
}

/** What an admin may change (see toolEditSchema), in cents. */
export type ToolChanges = Partial<
  Pick<
    ToolContent,
    | 'priceCents'
    | 'available'
    | 'minOrder'
    | 'toolDescription'
    | 'sku'
    | 'category'
    | 'priceTiers'
    | 'reorderPoint'
    | 'orderMultiple'
  >
>;

export type UpdateToolResult =
  | { outcome: 'updated'; record: ToolRecord }
  | { outcome: 'stale'; current: ToolRecord }
  | { outcome: 'not-found' }
  | ToolWriteRefusal;

/**
 * Applies an edit in a transaction. With `expectedVersion` (the client's If-Match) it applies
 * only to that version: an order or another edit in between makes it 'stale', so what the
 * editor saw (its stock figure) never overwrites what happened since. The edit is checked against
 * the stored tool it lands on (tiers against the price and minimum order, a new SKU against its
 * claim, a new category against the shop's), and the fields derived from it are written with it,
 * and the audit entry of the fields it changed. A new stock figure writes its ledger entry
 * (`edit`, the difference from the stock read); the API takes one only with If-Match (routes/tools.ts).
 */
export async function updateTool(
  id: string,
  changes: ToolChanges,
  actor: AuditActor,
  expectedVersion: string | null = null,
): Promise<UpdateToolResult> {
  if (!isPlausibleId(id)) return { outcome: 'not-found' };
  const ref = tools().doc(id);
  const result = await runTransaction(async (tx): Promise<UpdateToolResult> => {
    const current = (await readDocInTransaction(tx, ref)).data();
    if (!current) return { outcome: 'not-found' };
    if (expectedVersion !== null && current.version !== expectedVersion) return { outcome: 'stale', current };
    const merged: ToolContent = { ...current, ...changes };
    const problem = priceTierProblem(merged.priceTiers, merged);
    if (problem) return { outcome: 'invalid-tiers', problem };
    const casePack = minOrderCasePackProblem(merged);
    if (casePack) return { outcome: 'invalid-case-pack', message: casePack };
    if (changes.category !== undefined && changes.category !== current.category) {
      if (await categoryMissing(tx, changes.category))
        return { outcome: 'unknown-category', category: changes.category };
    }
    const skuMoves = changes.sku !== undefined && changes.sku !== current.sku;
    if (skuMoves) {
      const holder = await skuHolder(tx, merged.sku);
      if (holder !== null && holder !== id) return { outcome: 'sku-taken', sku: merged.sku };
    }
    const oldClaimIsOurs = skuMoves && current.sku !== '' && (await skuHolder(tx, current.sku)) === id;
    tx.update(toolsCollection().doc(id), {
      ...changes,
      ...reorderPointWrite(changes.reorderPoint),
      ...orderMultipleWrite(changes.orderMultiple),
      ...derivedToolFields(merged),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (skuMoves) {
      tx.set(skuClaim(merged.sku), { toolId: id });
      if (oldClaimIsOurs) tx.delete(skuClaim(current.sku));
    }
    if (merged.available !== current.available) {
      recordStockMovement(tx, {
        toolId: id,
        delta: merged.available - current.available,
        reason: 'edit',
        actor,
        availableAfter: merged.available,
      });
    }
    const entry = toolUpdated(actor, id, current, merged);
    if (entry) recordAudit(tx, entry);
    return { outcome: 'updated', record: current };
  });
  if (result.outcome !== 'updated') return result;
  const record = await findToolRecord(id);
  return record ? { outcome: 'updated', record } : { outcome: 'not-found' };
}

/** An edit's reorder point as stored: null (back to the default) removes the field. */
export function reorderPointWrite(reorderPoint: number | null | undefined): { reorderPoint?: number | FieldValue } {
  if (reorderPoint === undefined) return {};
  return { reorderPoint: reorderPoint ?? FieldValue.delete() };
}

/** An edit's pieces per case as stored: 1 (single pieces, the default) removes the field. */
export function orderMultipleWrite(orderMultiple: number | undefined): { orderMultiple?: number | FieldValue } {
  if (orderMultiple === undefined) return {};
  return { orderMultiple: orderMultiple > 1 ? orderMultiple : FieldValue.delete() };
}

export type RemoveToolResult = 'deleted' | 'archived' | 'not-found';

/**
 * Deletes a tool (and frees its SKU), or archives it while orders that may still be cancelled or
 * fulfilled name it (they need its stock back on a cancel; it keeps its SKU). Past orders keep
 * their own snapshot of the tool. One transaction, with its audit entry: an order placed meanwhile
 * makes it retry and archive instead. Archiving a tool already archived changes nothing and records
 * nothing.
 */
export async function removeTool(id: string, actor: AuditActor): Promise<RemoveToolResult> {
  if (!isPlausibleId(id)) return 'not-found';
  const ref = tools().doc(id);
  // Orders with lines list every tool in `toolIds`; orders from before lines name theirs in `tool`.
  const openOrders = [orderQueries.openWithTool(id), orderQueries.openSingleToolOrdersOf(id)].map((spec) =>
    filterOrders(firestore().collection('orders'), spec).limit(1),
  );
  return runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    const tool = snap.data();
    if (!tool) return 'not-found';
    const found = await Promise.all(openOrders.map((query) => tx.get(query)));
    if (found.every((snap) => snap.empty)) {
      const claimIsOurs = tool.sku !== '' && (await skuHolder(tx, tool.sku)) === id;
      tx.delete(ref);
      if (claimIsOurs) tx.delete(skuClaim(tool.sku));
      recordAudit(tx, toolDeleted(actor, id, tool));
      return 'deleted';
    }
    tx.update(toolsCollection().doc(id), { archived: true, updatedAt: FieldValue.serverTimestamp() });
    if (!tool.archived) recordAudit(tx, toolArchived(actor, id, tool));
    return 'archived';
  });
}
