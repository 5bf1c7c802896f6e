import { parse } from 'csv-parse/sync';
import {
  ACCEPTED_TOOL_IMPORT_COLUMNS,
  MAX_TOOL_IMPORT_ROWS,
  importedToolSchema,
  numberOrText,
  OPTIONAL_TOOL_IMPORT_COLUMNS,
  parsePriceTiersCell,
  PRICE_TIERS_CELL_MESSAGE,
  TOOL_IMPORT_COLUMNS,
  type AcceptedToolImportColumn,
} from '@toolshub/shared';
import { config } from '../config';
import { ApiError, badRequest } from '../errors';
import { validate } from '../validate';
import { storedToolContent, type ToolContent } from './tool-content';
import { isOwnImageUrl } from './image-urls';

/** One data row of the CSV: the tool it describes, or why it cannot be one. */
export interface ImportRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  sku: string;
  /** Null when the row is refused; `messages` says why, one message per problem. */
  content: ToolContent | null;
  messages: string[];
}

const IMAGE_MESSAGE =
  "imageLink must be an image uploaded to this shop's storage or one of its shipped images (/images/tools/...)";

/**
 * Parses and checks the CSV: a file that is not a readable catalogue (no header, unknown or
 * missing columns, broken quoting, no rows, too many) is a 400 for the whole request; a row that
 * breaks the rules of POST /api/tool (the same yup schema and tier rules) is refused with its
 * messages. What only the database can tell (categories, SKU holders) is checked by the import.
 */
export async function readToolImport(csv: string): Promise<ImportRow[]> {
  const records = parseRecords(csv);
  const [header, ...data] = records;
  if (!header) throw badRequest('The CSV is empty: send a header row and one row per tool');
  const columns = headerColumns(header.cells);
  if (data.length === 0) throw badRequest('The CSV has no rows under its header');
  if (data.length > MAX_TOOL_IMPORT_ROWS) {
    throw badRequest(
      `The CSV has ${data.length} rows; an import takes at most ${MAX_TOOL_IMPORT_ROWS}: split the file`,
    );
  }
  const rows = await Promise.all(data.map((record) => readRow(record.line, columns, record.cells)));
  return refuseDuplicateSkus(rows);
}

interface CsvRecord {
  line: number;
  cells: string[];
}

function parseRecords(csv: string): CsvRecord[] {
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    // With `info`, each record comes with where it ends in the text.
    parsed = parse(csv, { bom: true, info: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (err) {
    const detail = err instanceof Error ? err.message : 'unreadable';
    throw badRequest(`The CSV could not be read: ${detail}`);
  }
  let lastLine = 0;
  let lastEmpty = 0;
  return parsed.map(({ record, info }) => {
    const line = lastLine + 1 + (info.empty_lines - lastEmpty);
    lastLine = info.lines;
    lastEmpty = info.empty_lines;
    return { line, cells: record };
  });
}

/** Which column each cell is; every required column once, nothing unknown (orderMultiple may be added). */
function headerColumns(cells: string[]): AcceptedToolImportColumn[] {
  const known = new Set<string>(ACCEPTED_TOOL_IMPORT_COLUMNS);
  const names = cells.map((cell) => cell.trim());
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length) {
    throw badRequest(
      `The CSV's header names unknown columns (${unknown.join(', ')}); its columns are ${ACCEPTED_TOOL_IMPORT_COLUMNS.join(', ')}`,
    );
  }
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length) throw badRequest(`The CSV's header names ${[...new Set(repeated)].join(', ')} more than once`);
  const missing = TOOL_IMPORT_COLUMNS.filter((c) => !names.includes(c) && !OPTIONAL_TOOL_IMPORT_COLUMNS.includes(c));
  if (missing.length) {
    throw badRequest(`The CSV's header lacks ${missing.join(', ')} (the first row must name the columns)`);
  }
  return names as AcceptedToolImportColumn[];
}

async function readRow(line: number, columns: AcceptedToolImportColumn[], cells: string[]): Promise<ImportRow> {
  const cell = (column: AcceptedToolImportColumn) => (cells[columns.indexOf(column)] ?? '').trim();
  const sku = cell('sku');
  const messages: string[] = [];
  const tiers = parsePriceTiersCell(cell('priceTiers'));
  if (tiers === null) messages.push(PRICE_TIERS_CELL_MESSAGE);
  const numberCell = (column: AcceptedToolImportColumn) =>
    cell(column) === '' ? undefined : numberOrText(cell(column));
  const reorderPoint = cell('reorderPoint') === '' ? null : numberOrText(cell('reorderPoint'));
  const imageLink = cell('imageLink');
  let tool: Awaited<ReturnType<typeof validateTool>> | null = null;
  try {
    tool = await validateTool({
      sku,
      toolName: cell('toolName'),
      price: numberCell('price'),
      minOrder: numberCell('minOrder'),
      available: numberCell('available'),
      category: cell('category'),
      toolDescription: cell('toolDescription'),
      imageLink,
      reorderPoint,
      priceTiers: tiers ?? [],
      // Left out or empty: 1 (the schema's default), single pieces.
      orderMultiple: numberCell('orderMultiple'),
    });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    messages.push(...new Set(Object.values(err.fields ?? { _: err.message })));
  }
  if (imageLink !== '' && !isOwnImageUrl(imageLink, 'tools', { shippedPrefix: config.shippedImagePrefix })) {
    messages.push(IMAGE_MESSAGE);
  }
  if (!tool || messages.length) return { line, sku, content: null, messages };
  return {
    line,
    sku,
    messages,
    content: storedToolContent(tool),
  };
}

/** The rules of POST /api/tool's body (a SKU and category required), strictly (a cell that is not a number stays text and fails). */
const validateTool = (values: Record<string, unknown>) => validate(importedToolSchema, values);

/** A SKU twice in one file is ambiguous (which row wins?): every row that has it is refused. */
function refuseDuplicateSkus(rows: ImportRow[]): ImportRow[] {
  const linesOf = new Map<string, number[]>();
  for (const row of rows) if (row.sku !== '') linesOf.set(row.sku, [...(linesOf.get(row.sku) ?? []), row.line]);
  return rows.map((row) => {
    const lines = linesOf.get(row.sku) ?? [];
    if (lines.length < 2) return row;
    const message = `SKU ${row.sku} is on more than one row of the file (lines ${lines.join(', ')})`;
    return { ...row, content: null, messages: [...row.messages, message] };
  });
}
