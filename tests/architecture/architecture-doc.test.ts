import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `docs/architecture.md` is the map of the code: every source folder and every top-level module of
 * each package is named in it. A folder counts as named when the document has `name/` or `` `name` ``;
 * a module when it has its file name (`app.ts`). Test folders are left out.
 */
const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const sourceRoots = ['shared/src', 'functions/src', 'web/src', 'emulators/src', 'e2e', 'scripts'];
const notSource = new Set(['__tests__', 'node_modules', 'fixtures']);

interface Entry {
  path: string;
  kind: 'folder' | 'module';
  name: string;
}

function entriesUnder(base: string, relative = ''): Entry[] {
  const found: Entry[] = [];
  for (const entry of readdirSync(join(root, base, relative), { withFileTypes: true })) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (notSource.has(entry.name)) continue;
      found.push({ path: `${base}/${path}`, kind: 'folder', name: entry.name }, ...entriesUnder(base, path));
    } else if (!relative && /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
      found.push({ path: `${base}/${path}`, kind: 'module', name: entry.name });
    }
  }
  return found;
}

function isNamed(entry: Entry): boolean {
  return entry.kind === 'folder'
    ? doc.includes(`${entry.name}/`) || doc.includes(`\`${entry.name}\``)
    : doc.includes(entry.name);
}

describe('docs/architecture.md', () => {
  const entries = sourceRoots.flatMap((base) => entriesUnder(base));

  it('finds the source folders it checks', () => {
    expect(entries.filter((entry) => entry.kind === 'folder').length).toBeGreaterThan(40);
  });

  it('names every source folder and every top-level module', () => {
    expect(entries.filter((entry) => !isNamed(entry)).map((entry) => entry.path)).toEqual([]);
  });

  it('is caught when a folder is missing', () => {
    expect(isNamed({ path: 'functions/src/no-such-layer', kind: 'folder', name: 'no-such-layer' })).toBe(false);
  });
});
