import {
  fromCents,
  isFixedRule,
  toCents,
  type CompanyPriceList,
  type PriceListRule,
  type PriceRuleCents,
} from '@toolshub/shared';
import type { AuditActor, AuditRecord } from './audit-record';

/**
 * Contract prices as the shop keeps them: `priceLists/{id}`, written by the shop admins through
 * `/api/price-lists`, read by the order transaction (the lists naming the buyer's company) and by
 * the catalogue's answers to members (`yourPrice`). The rule that prices with them is
 * shared/src/domain/contract-price.ts.
 */

/** What a list holds, as stored (money in cents; the store adds the times). */
export interface PriceListContent {
  name: string;
  /** `companies` ids, each once. */
  companyIds: string[];
  /** Each tool and each category at most once. */
  rules: PriceRuleCents[];
}

/** The wire's rules (dollars) as stored (cents). */
export function storedRules(rules: readonly PriceListRule[]): PriceRuleCents[] {
  return rules.map((rule) =>
    'toolId' in rule
      ? { toolId: rule.toolId, unitPriceCents: toCents(rule.unitPrice) }
      : { category: rule.category, percentOff: rule.percentOff },
  );
}

/** The stored rules as the wire shows them (dollars). */
export function wireRules(rules: readonly PriceRuleCents[]): PriceListRule[] {
  return rules.map((rule) =>
    isFixedRule(rule)
      ? { toolId: rule.toolId, unitPrice: fromCents(rule.unitPriceCents) }
      : { category: rule.category, percentOff: rule.percentOff },
  );
}

/** What the audit log shows of a list: its fields as on the wire. */
const audited = (list: PriceListContent): Record<string, unknown> => ({
  name: list.name,
  companyIds: list.companyIds,
  rules: wireRules(list.rules),
});

const target = (id: string, name: string) => ({ kind: 'price-list' as const, id, label: name });

export function priceListCreated(actor: AuditActor, id: string, list: PriceListContent): AuditRecord {
  return { action: 'price-list.created', actor, target: target(id, list.name), before: null, after: audited(list) };
}

/** A list replaced by a PUT: the fields it changed, before and after; null when nothing changed. */
export function priceListUpdated(
  actor: AuditActor,
  id: string,
  before: PriceListContent,
  after: PriceListContent,
): AuditRecord | null {
  const was = audited(before);
  const now = audited(after);
  const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  if (changed.length === 0) return null;
  return {
    action: 'price-list.updated',
    actor,
    target: target(id, after.name),
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, now[key]])),
  };
}

export function priceListDeleted(actor: AuditActor, id: string, list: PriceListContent): AuditRecord {
  return { action: 'price-list.deleted', actor, target: target(id, list.name), before: audited(list), after: null };
}

/** A stored list as the shop admins see it. */
export function toPriceListView(
  id: string,
  list: PriceListContent,
  times: { createdAt: string | null; updatedAt: string | null },
): CompanyPriceList {
  return { id, name: list.name, companyIds: list.companyIds, rules: wireRules(list.rules), ...times };
}
