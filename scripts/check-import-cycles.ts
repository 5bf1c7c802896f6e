/**
 * Fails when relative imports form a cycle in any workspace's source (imports flow one
 * way). ESLint's import plugins need a native resolver that the registry here cannot install on
 * every platform, so this small check stands in for import/no-cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const roots = ['shared/src', 'functions/src', 'web/src', 'emulators/src'];
const extensions = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return extensions.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const graph = new Map<string, string[]>();
for (const root of roots) {
  for (const file of sourceFiles(resolve(root))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((d): d is string => d !== null);
    graph.set(file, deps);
  }
}

const cycles: string[][] = [];
const state = new Map<string, 'visiting' | 'done'>();
function visit(file: string, stack: string[]) {
  state.set(file, 'visiting');
  for (const dep of graph.get(file) ?? []) {
    if (state.get(dep) === 'visiting') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
    else if (!state.has(dep)) visit(dep, [...stack, dep]);
  }
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);

if (cycles.length) {
  for (const cycle of cycles)
    console.error(`import cycle: ${cycle.map((f) => relative(process.cwd(), f)).join(' → ')}`);
  process.exitCode = 1;
} else {
  console.log(`no import cycles in ${graph.size} files`);
}
