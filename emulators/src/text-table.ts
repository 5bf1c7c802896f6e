/** A Markdown table lined up for a terminal: the benches' and the soak's printed figures. */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { alignRight?: boolean } = {},
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const pad = (cell: string, i: number) =>
    options.alignRight ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = options.alignRight
    ? `|${widths.map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`
    : `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
