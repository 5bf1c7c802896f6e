/** A chunk as Vite's manifest describes it: the chunks it imports statically, in its import statements' order. */
interface ChunkImports {
  imports?: string[];
}

/**
 * The chunks a chunk imports statically, itself last, in the order a browser evaluates them: each
 * one's imports before it, in the order its import statements list them, each chunk once.
 */
export function evaluationOrder(manifest: Readonly<Record<string, ChunkImports>>, key: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
    order.push(current);
  };
  visit(key);
  return order;
}
