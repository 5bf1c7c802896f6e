import { isLowStock, searchWords, sortableName, wordPrefixes } from '@toolshub/shared';
import type { ToolContent } from '../../domain/tool-content';

export type { ToolContent };

/**
 * What `tools/{id}` holds besides its timestamps, and the fields derived from the rest for the
 * catalogue's queries. Firestore can neither compare two fields nor search text, so whatever
 * writes available, minOrder, the reorder point, the name, the SKU or the description writes these
 * too: the repository's create, edit and import, the order and cancel transactions, the seed and
 * the benchmarks.
 */

export interface DerivedToolFields {
  /** available ≥ minOrder: someone can order it (`?inStock=true`). */
  inStock: boolean;
  /** available ≤ the effective reorder point (GET /api/inventory?lowStock=true, the dashboard). */
  lowStock: boolean;
  /** The name as `?sort=name` orders it. */
  nameKey: string;
  /** Every prefix of every word of the name, SKU and description (`?q=`). */
  searchTokens: string[];
}

export interface ToolDoc extends ToolContent, DerivedToolFields {
  /** Pieces of orders not cancelled (`?sort=popular`); kept by the order and cancel transactions. */
  unitsOrdered: number;
  /** Off the catalogue and closed to new orders; kept for the orders that name it. */
  archived: boolean;
}

export function isInStock(tool: { available: number; minOrder: number }): boolean {
  return tool.available >= tool.minOrder;
}

/**
 * Firestore keeps at most 40,000 index entries per document, and every composite index with
 * searchTokens (20 of them: each filter combination with each sort) holds one per token. A
 * 2,000-character description of real words makes about 700 tokens; random letters up to 2,000.
 * Past this many (20 × 1,800 = 36,000, leaving room for the other indexes) the rest of a very
 * long description is not searchable, rather than the write failing; the name and SKU come first.
 */
export const MAX_SEARCH_TOKENS = 1800;

export function searchTokensOf(tool: Pick<ToolContent, 'toolName' | 'sku' | 'toolDescription'>): string[] {
  const tokens = wordPrefixes([
    ...searchWords(tool.toolName),
    ...searchWords(tool.sku),
    ...searchWords(tool.toolDescription),
  ]);
  return tokens.slice(0, MAX_SEARCH_TOKENS);
}

export function derivedToolFields(tool: ToolContent): DerivedToolFields {
  return {
    inStock: isInStock(tool),
    lowStock: isLowStock(tool),
    nameKey: sortableName(tool.toolName),
    searchTokens: searchTokensOf(tool),
  };
}

/**
 * A new tool's document (add `createdAt`): on the catalogue, nothing ordered yet; `reorderPoint`
 * only when one is set, `orderMultiple` only when the tool is sold in cases (above 1).
 */
export function newToolDoc(content: ToolContent): ToolDoc {
  const { reorderPoint, orderMultiple, ...rest } = content;
  return {
    ...rest,
    ...(typeof reorderPoint === 'number' ? { reorderPoint } : {}),
    ...(orderMultiple !== undefined && orderMultiple > 1 ? { orderMultiple } : {}),
    ...derivedToolFields(content),
    unitsOrdered: 0,
    archived: false,
  };
}
