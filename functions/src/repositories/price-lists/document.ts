import type { DocumentData, FirestoreDataConverter, Timestamp } from 'firebase-admin/firestore';
import type { ContractRules, PriceRuleCents } from '@toolshub/shared';
import type { PriceListContent } from '../../domain/price-list-records';
import { fields } from '../../firestore/fields';
import { firestore } from '../../firebase';

/** `priceLists/{id}`: a shop admin's price list (domain/price-list-records.ts). */
export const PRICE_LISTS = 'priceLists';
export const priceListsCollection = () => firestore().collection(PRICE_LISTS);

/** A list as read, with its id and times. */
export interface StoredPriceList extends PriceListContent {
  id: string;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 100;

/** The stored rules; one that is neither shape (written by hand, say) is left out rather than priced. */
function readRules(data: DocumentData): PriceRuleCents[] {
  return fields(data)
    .records('rules')
    .flatMap((rule): PriceRuleCents[] => {
      if (typeof rule.toolId === 'string' && isCents(rule.unitPriceCents)) {
        return [{ toolId: rule.toolId, unitPriceCents: rule.unitPriceCents }];
      }
      if (typeof rule.category === 'string' && isPercent(rule.percentOff)) {
        return [{ category: rule.category, percentOff: rule.percentOff }];
      }
      return [];
    });
}

export function toStoredPriceList(id: string, data: DocumentData): StoredPriceList {
  const f = fields(data);
  return {
    id,
    name: f.string('name'),
    companyIds: f.strings('companyIds'),
    rules: readRules(data),
    createdAt: f.timestamp('createdAt'),
    updatedAt: f.timestamp('updatedAt'),
  };
}

export const priceListConverter: FirestoreDataConverter<StoredPriceList> = {
  toFirestore: () => {
    throw new Error('Price lists are written by repositories/price-lists/price-lists.ts only');
  },
  fromFirestore: (snap) => toStoredPriceList(snap.id, snap.data()),
};

export const priceLists = () => priceListsCollection().withConverter(priceListConverter);

/** The lists naming a company: what its members' prices follow (an `array-contains` query, single-field index). */
export const priceListsNaming = (companyId: string) => priceLists().where('companyIds', 'array-contains', companyId);

/** What pricing needs of a stored list. */
export const contractRulesOf = (list: StoredPriceList): ContractRules => ({ id: list.id, rules: list.rules });

/** The stored fields of a list's content (the caller adds the times). */
export const priceListFields = (content: PriceListContent) => ({
  name: content.name,
  companyIds: content.companyIds,
  rules: content.rules,
});
