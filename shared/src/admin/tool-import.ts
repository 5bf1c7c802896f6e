/**
 * The catalogue's CSV (POST /api/tools/import): its columns, limits and the price-tier cell. The
 * API parses with these and the import page builds its template from them.
 */
import type { PriceTier } from '../types';

/** The header row names these (any order); the last two may be left out, or their cells empty. */
export const TOOL_IMPORT_COLUMNS = [
  'sku',
  'toolName',
  'price',
  'minOrder',
  'available',
  'category',
  'toolDescription',
  'imageLink',
  'reorderPoint',
  'priceTiers',
] as const;
export type ToolImportColumn = (typeof TOOL_IMPORT_COLUMNS)[number];
export const OPTIONAL_TOOL_IMPORT_COLUMNS: readonly ToolImportColumn[] = ['reorderPoint', 'priceTiers'];

/**
 * Optional columns a header may add to the template's: `orderMultiple`, the tool's pieces per case
 * (shared/domain/case-pack.ts; left out or empty: 1, single pieces). Files written for the
 * template's columns read as before.
 */
export const EXTRA_TOOL_IMPORT_COLUMNS = ['orderMultiple'] as const;
export type AcceptedToolImportColumn = ToolImportColumn | (typeof EXTRA_TOOL_IMPORT_COLUMNS)[number];
/** Every column a header may name. */
export const ACCEPTED_TOOL_IMPORT_COLUMNS: readonly AcceptedToolImportColumn[] = [
  ...TOOL_IMPORT_COLUMNS,
  ...EXTRA_TOOL_IMPORT_COLUMNS,
];

/**
 * Rows per import: they are written in one Firestore transaction (a new tool is three writes: the
 * tool, its SKU claim and its audit entry), which must stay well inside Firestore's limits.
 */
export const MAX_TOOL_IMPORT_ROWS = 100;
/** The CSV's size (100 rows of long descriptions fit). */
export const MAX_TOOL_IMPORT_BYTES = 512 * 1024;

export const TOOL_IMPORT_CONTENT_TYPE = 'text/csv';

export const PRICE_TIERS_CELL_MESSAGE =
  'Price tiers must be quantity:price pairs separated by ; (for example 10:9.50;50:9.00)';

/** `10:9.50;50:9.00` → tiers (numbers as typed; the schema checks them); null when malformed. */
export function parsePriceTiersCell(cell: string): { minQuantity: number | string; price: number | string }[] | null {
  const text = cell.trim();
  if (text === '') return [];
  const tiers = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(':');
    if (parts.length !== 2) return null;
    const [quantity = '', price = ''] = parts.map((part) => part.trim());
    if (quantity === '' || price === '') return null;
    tiers.push({ minQuantity: numberOrText(quantity), price: numberOrText(price) });
  }
  return tiers;
}

export function formatPriceTiersCell(tiers: readonly PriceTier[]): string {
  return tiers.map((tier) => `${tier.minQuantity}:${tier.price.toFixed(2)}`).join(';');
}

/** A cell that is a plain decimal number becomes that number; anything else stays text (and fails validation). */
export function numberOrText(cell: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
}

/** A template to fill in: the header and one example row. */
export function toolImportTemplate(): string {
  const example: Record<ToolImportColumn, string> = {
    sku: 'SAW-PULL-240',
    toolName: 'Japanese Pull Saw 240 mm',
    price: '24.50',
    minOrder: '10',
    available: '120',
    category: 'saws',
    toolDescription: 'A fine-toothed pull saw for joinery, "ryoba" pattern.',
    imageLink: '/images/tools/japanese-pull-saw.svg',
    reorderPoint: '',
    priceTiers: '50:22.50;200:21.00',
  };
  const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return (
    [TOOL_IMPORT_COLUMNS.join(','), TOOL_IMPORT_COLUMNS.map((c) => quote(example[c])).join(',')].join('\r\n') + '\r\n'
  );
}
