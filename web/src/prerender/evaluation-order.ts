/** A chunk as Vite's manifest describes it: the chunks it imports statically, in its import statements' order. */
interface ChunkImports {
  imports?: string[];
}

/**
 * The chunks a chunk imports statically, itself last, in the order a browser evaluates them: each
 * one's imports before it, in the order its import statements list them, each chunk once. Throws
 * for a key (or an import) the manifest does not have.
 */
export function evaluationOrder(manifest: Readonly<Record<string, ChunkImports>>, key: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    // A module the manifest does not name as a chunk (a code-splitting group took it into another
    // file) would be preloaded as "/undefined", an HTML answer the browser refuses as a script.
    if (!manifest[current]) throw new Error(`Vite's manifest has no chunk ${current}: see vite.config.ts's groups`);
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
    order.push(current);
  };
  visit(key);
  return order;
}
