import type { Tool } from '../types';
import { fromCents, toCents } from './money';
import { priceListOf, unitPriceCents, type PriceList } from './pricing';

/**
 * Contract prices: what a company pays under the shop's price lists (`priceLists/{id}`, kept by
 * the shop admins). This module is the one rule that bills them (the API's order transaction) and
 * shows them (`yourPrice` on the catalogue's tools, the purchase page, the cart). All in cents.
 *
 * A list holds rules, each naming a tool (a fixed unit price) or a category (a percentage off).
 * For one tool, at one quantity, one list's price is:
 *
 * 1. its fixed `unitPrice` for the tool, if it has one (whatever the quantity: it replaces the
 *    volume tiers too);
 * 2. else its `percentOff` for the tool's category applied to the volume-tier price for that
 *    quantity (shared/domain/pricing.ts), rounded to the cent (half a cent up), at least 1 cent;
 * 3. else none: the list says nothing about the tool.
 *
 * A company's price is the lowest of its lists' prices (a list that says nothing does not count);
 * with no list saying anything, the volume-tier price, as for everyone.
 */

/** One rule of a list, as stored: a fixed price for a tool, or a percentage off a category. */
export type PriceRuleCents = { toolId: string; unitPriceCents: number } | { category: string; percentOff: number };

/** A price list as the pricing needs it: its rules (the lists naming the buyer's company). */
export interface ContractRules {
  id: string;
  rules: readonly PriceRuleCents[];
}

/** A tool as the pricing needs it: its id, category, minimum order, list price and tiers. */
export interface PricedTool extends PriceList {
  id: string;
  category: string;
  minOrder: number;
}

export const isFixedRule = (rule: PriceRuleCents): rule is { toolId: string; unitPriceCents: number } =>
  'toolId' in rule;

/**
 * `priceCents` less `percentOff` % (0 < percentOff < 100, at most 2 decimals), rounded to the
 * nearest cent (half a cent up) in integer arithmetic, never below 1 cent.
 */
export function percentOffCents(priceCents: number, percentOff: number): number {
  const basisPoints = Math.round(percentOff * 100);
  const scaled = priceCents * (10_000 - basisPoints);
  return Math.max(1, Math.floor((scaled + 5_000) / 10_000));
}

/** One list's price for `quantity` of the tool (the tier price is `tierCents`), or null when it names neither. */
function listPriceCents(list: ContractRules, tool: PricedTool, tierCents: number): number | null {
  const fixed = list.rules.find((rule) => isFixedRule(rule) && rule.toolId === tool.id);
  if (fixed && isFixedRule(fixed)) return fixed.unitPriceCents;
  const category = list.rules.find((rule) => !isFixedRule(rule) && rule.category === tool.category);
  if (category && !isFixedRule(category)) return percentOffCents(tierCents, category.percentOff);
  return null;
}

/** The company's price at a tier price: the lowest of its lists' prices, else the tier price. */
function contractCentsAt(tool: PricedTool, tierCents: number, lists: readonly ContractRules[]): number {
  const prices = lists.flatMap((list) => {
    const price = listPriceCents(list, tool, tierCents);
    return price === null ? [] : [price];
  });
  return prices.length > 0 ? Math.min(...prices) : tierCents;
}

/** The unit price, in cents, a company with `lists` pays for `quantity` pieces of `tool`. */
export function contractUnitPriceCents(tool: PricedTool, quantity: number, lists: readonly ContractRules[]): number {
  return contractCentsAt(tool, unitPriceCents(tool, quantity), lists);
}

/** `quantity` × the contract unit price. */
export function contractLineTotalCents(tool: PricedTool, quantity: number, lists: readonly ContractRules[]): number {
  return contractUnitPriceCents(tool, quantity, lists) * quantity;
}

/**
 * The contract prices as a price list of their own: the price below the first tier, then one
 * price per tier of the tool (the contract's price changes only where the tool's tiers do), so
 * that `unitPriceCents(contractPriceList(tool, lists), q)` is `contractUnitPriceCents(tool, q, lists)`
 * for every quantity. This is what the API sends as `yourPrice` and `yourPriceTiers`.
 */
export function contractPriceList(tool: PricedTool, lists: readonly ContractRules[]): PriceList {
  return {
    priceCents: contractCentsAt(tool, tool.priceCents, lists),
    priceTiers: tool.priceTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      priceCents: contractCentsAt(tool, tier.priceCents, lists),
    })),
  };
}

/**
 * The company's own prices for the tool, or null when they are the tool's own at every quantity
 * (no list names the tool or its category, or the lists' prices equal the tiers').
 */
export function yourPriceList(tool: PricedTool, lists: readonly ContractRules[]): PriceList | null {
  if (lists.length === 0) return null;
  const contract = contractPriceList(tool, lists);
  const same =
    contract.priceCents === tool.priceCents &&
    contract.priceTiers.every((tier, i) => tier.priceCents === tool.priceTiers[i]?.priceCents);
  return same ? null : contract;
}

/**
 * A tool as the API answers it to a member of a company with `lists`: `yourPrice` (the contract
 * price at the minimum order) and `yourPriceTiers` (the contract price from each tier's quantity),
 * or the tool as it is (no `yourPrice`) when the contract prices are the list's.
 */
export function withYourPrice<T extends Tool>(tool: T, lists: readonly ContractRules[]): T {
  const { yourPrice: _price, yourPriceTiers: _tiers, ...listed } = tool;
  const own = yourPriceList(
    { id: tool._id, category: tool.category, minOrder: tool.minOrder, ...priceListOf(tool) },
    lists,
  );
  if (!own) return listed as T;
  return {
    ...listed,
    yourPrice: fromCents(unitPriceCents(own, tool.minOrder)),
    yourPriceTiers: own.priceTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      price: fromCents(tier.priceCents),
    })),
  } as T;
}

/**
 * The prices the viewer of a tool pays, from the API's answer: the contract's (`yourPrice` and
 * `yourPriceTiers`) when it has them, else the list price and tiers. The web app's totals use this,
 * so a member sees what the server bills.
 */
export function buyerPriceListOf(tool: Tool): PriceList {
  if (tool.yourPrice === undefined || tool.yourPrice === null) return priceListOf(tool);
  // `yourPrice` is the price at the minimum order: below the first tier (no smaller quantity can be ordered).
  return {
    priceCents: toCents(tool.yourPrice),
    priceTiers: (tool.yourPriceTiers ?? []).map((tier) => ({
      minQuantity: tier.minQuantity,
      priceCents: toCents(tier.price),
    })),
  };
}
