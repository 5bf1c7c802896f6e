import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { CATEGORY_ID_PATTERN, isFixedRule, type CompanyPriceList, type ContractRules } from '@toolshub/shared';
import type { AuditActor } from '../../domain/audit-record';
import {
  priceListCreated,
  priceListDeleted,
  priceListUpdated,
  toPriceListView,
  type PriceListContent,
} from '../../domain/price-list-records';
import { firestore } from '../../firebase';
import { runTransaction } from '../../firestore/transaction';
import { isPlausibleId } from '../../firestore/document-id';
import { isoOrNull } from '../../firestore/fields';
import { newestFirstPage, type Page, type PageRequest } from '../../firestore/paged-query';
import {
  countQuery,
  readAllInTransaction,
  readDoc,
  readQuery,
  readQueryInTransaction,
  recordReads,
} from '../../firestore/read-meter';
import { recordAudit } from '../audit/audit';
import { categoryRef } from '../categories';
import { companiesCollection } from '../companies/companies';
import { toolsCollection } from '../tools/tools';
import {
  contractRulesOf,
  priceListFields,
  priceLists,
  priceListsCollection,
  priceListsNaming,
  toStoredPriceList,
  type StoredPriceList,
} from './document';

/**
 * The shop admins' price lists (`priceLists/{id}`): their list, create, replace and delete, each
 * write audited in its own transaction; and the lists naming a company, which price its members'
 * catalogue (`yourPrice`). Each company keeps the ids of the lists naming it (`priceListIds`,
 * written with the lists): the order transaction reads those lists by id
 * (`FirestoreOrderTransaction.getPriceLists`), inside its transaction.
 */

export const toPriceList = (list: StoredPriceList): CompanyPriceList =>
  toPriceListView(list.id, list, { createdAt: isoOrNull(list.createdAt), updatedAt: isoOrNull(list.updatedAt) });

/** Newest first, with the count of every list. */
export async function listPriceLists(page: PageRequest): Promise<Page<CompanyPriceList> & { totalCount: number }> {
  const [result, totalCount] = await Promise.all([
    newestFirstPage(priceLists(), page, toPriceList),
    countQuery(priceListsCollection()),
  ]);
  return { ...result, totalCount };
}

export async function findPriceList(id: string): Promise<StoredPriceList | null> {
  if (!isPlausibleId(id)) return null;
  return (await readDoc(priceLists().doc(id))).data() ?? null;
}

/** Whether each of `refs` exists, read in one batch (a missing id, or one no document can have, is false). */
async function existing(refs: (DocumentReference | null)[]): Promise<boolean[]> {
  const real = refs.filter((ref): ref is DocumentReference => ref !== null);
  if (real.length === 0) return refs.map(() => false);
  const snaps = await firestore().getAll(...real, { fieldMask: [] });
  recordReads(snaps.length);
  const found = new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.ref.path));
  return refs.map((ref) => ref !== null && found.has(ref.path));
}

/**
 * The companies, tools and categories a list names that the shop does not have, each under its
 * body's field (`companyIds[i]`, `rules[i].toolId`, `rules[i].category`) with its message; empty
 * when all exist. Archived tools count as existing (a list may outlive a tool's time on sale).
 */
export async function missingReferences(content: PriceListContent): Promise<Record<string, string>> {
  const companyRefs = content.companyIds.map((id) => (isPlausibleId(id) ? companiesCollection().doc(id) : null));
  const ruleRefs = content.rules.map((rule) => {
    if (isFixedRule(rule)) return isPlausibleId(rule.toolId) ? toolsCollection().doc(rule.toolId) : null;
    return CATEGORY_ID_PATTERN.test(rule.category) ? categoryRef(rule.category) : null;
  });
  const [companiesFound, rulesFound] = await Promise.all([existing(companyRefs), existing(ruleRefs)]);
  const fields: Record<string, string> = {};
  content.companyIds.forEach((id, i) => {
    if (!companiesFound[i]) fields[`companyIds[${i}]`] = `No company with id ${id}`;
  });
  content.rules.forEach((rule, i) => {
    if (rulesFound[i]) return;
    if (isFixedRule(rule)) fields[`rules[${i}].toolId`] = `No tool with id ${rule.toolId}`;
    else fields[`rules[${i}].category`] = `Unknown category ${rule.category}`;
  });
  return fields;
}

/**
 * Keeps `companies/{id}.priceListIds` (the lists naming the company: an order reads them by id,
 * FirestoreOrderTransaction.getPriceLists) true for each company a write of list `listId` starts
 * or stops naming, in that write's transaction. Reads first, then writes, as a transaction must:
 * call it before the write's own writes. A company written before the ids were kept gets them
 * from the query of the lists naming it.
 */
async function indexInCompanies(tx: Transaction, listId: string, namedBefore: string[], namedAfter: string[]) {
  const added = namedAfter.filter((id) => !namedBefore.includes(id));
  const removed = namedBefore.filter((id) => !namedAfter.includes(id));
  const changed = [...added, ...removed].filter(isPlausibleId);
  if (changed.length === 0) return;
  const snaps = await readAllInTransaction(
    tx,
    changed.map((id) => companiesCollection().doc(id)),
  );
  const known = await Promise.all(
    snaps.map(async (snap): Promise<string[] | null> => {
      if (!snap.exists) return null;
      const ids: unknown = snap.get('priceListIds');
      if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
      return (await readQueryInTransaction(tx, priceListsNaming(snap.id))).docs.map((doc) => doc.id);
    }),
  );
  snaps.forEach((snap, i) => {
    const ids = known[i];
    if (!ids) return;
    const next = new Set(ids);
    if (added.includes(snap.id)) next.add(listId);
    else next.delete(listId);
    tx.update(snap.ref, { priceListIds: [...next].sort() });
  });
}

/** Stores a new list and its audit entry in one transaction; returns its id. */
export async function createPriceList(content: PriceListContent, actor: AuditActor): Promise<string> {
  const ref = priceListsCollection().doc();
  await runTransaction(async (tx) => {
    await indexInCompanies(tx, ref.id, [], content.companyIds);
    const now = FieldValue.serverTimestamp();
    tx.create(ref, { ...priceListFields(content), createdAt: now, updatedAt: now });
    recordAudit(tx, priceListCreated(actor, ref.id, content));
  });
  return ref.id;
}

/**
 * Replaces a list whole (its audit entry, the fields that changed, in the same transaction; none
 * when nothing changed). The list is read in the transaction: an order being billed from it holds
 * its read until it commits, so an order is billed from one version or the other, never half.
 */
export async function replacePriceList(
  id: string,
  content: PriceListContent,
  actor: AuditActor,
): Promise<StoredPriceList | 'not-found'> {
  if (!isPlausibleId(id)) return 'not-found';
  const ref = priceLists().doc(id);
  const changed = await runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return 'not-found' as const;
    const record = priceListUpdated(actor, id, before, content);
    if (record) {
      await indexInCompanies(tx, id, before.companyIds, content.companyIds);
      tx.update(priceListsCollection().doc(id), {
        ...priceListFields(content),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAudit(tx, record);
    }
    return true;
  });
  if (changed === 'not-found') return changed;
  const after = await readDoc(priceListsCollection().doc(id));
  return toStoredPriceList(id, after.data() ?? {});
}

/** Deletes a list with its audit entry; false when there was none. */
export async function deletePriceList(id: string, actor: AuditActor): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const ref = priceLists().doc(id);
  return runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return false;
    await indexInCompanies(tx, id, before.companyIds, []);
    tx.delete(ref);
    recordAudit(tx, priceListDeleted(actor, id, before));
    return true;
  });
}

/** The lists naming the company, as pricing takes them (outside any transaction: the catalogue's answers). */
export async function contractRulesOfCompany(companyId: string): Promise<ContractRules[]> {
  if (!isPlausibleId(companyId)) return [];
  const snap = await readQuery(priceListsNaming(companyId));
  return snap.docs.map((doc) => contractRulesOf(doc.data()));
}
