/** A Markdown table lined up for a terminal: the benches' and the soak's printed figures. */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  /** true: every column to the right (figures); or one flag per column. */
  options: { alignRight?: boolean | readonly boolean[] } = {},
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const right = (i: number) =>
    Array.isArray(options.alignRight) ? options.alignRight[i] === true : options.alignRight === true;
  const pad = (cell: string, i: number) => (right(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0));
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
