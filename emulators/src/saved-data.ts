/**
 * The folder where `npm start` keeps the emulators' data between runs (`.emulator-data/`,
 * git-ignored). It holds complete exports, each in its own folder `export-<time>-<pid>`, and
 * `CURRENT`, one line naming the export to restore.
 *
 * firebase-tools exports on exit into a folder that did not exist before; only once that export is
 * complete does `CURRENT` switch to it, by writing a temporary file and renaming it over the old
 * one (atomic on one file system). An export cut short (a second Ctrl+C, a crash, a full disk)
 * never becomes `CURRENT`, so the save before it stays the one restored.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

export const defaultSavedDataDir = join(repoRoot, '.emulator-data');

const POINTER = 'CURRENT';
const EXPORT_NAME = /^export-[0-9]{8}T[0-9]{9}Z-[0-9]+$/;
/** firebase-tools writes an export here (relative to its working folder) before renaming it. */
const FIREBASE_TEMP_EXPORT = /^firebase-export-/;
/** firebase-tools' own manifest, written last into an export. */
const METADATA_FILE = 'firebase-export-metadata.json';

/** A name for the next export: sortable by time (to the millisecond), and unique per process. */
export function newExportName(now: Date, pid: number): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `export-${stamp}-${pid}`;
}

export function isExportName(name: string): boolean {
  return EXPORT_NAME.test(name);
}

/**
 * Whether a folder holds a whole firebase-tools export: its manifest reads as JSON and every part
 * it lists (Firestore, Auth, Storage...) is there.
 */
export function isCompleteExport(folder: string): boolean {
  let metadata: unknown;
  try {
    metadata = JSON.parse(readFileSync(join(folder, METADATA_FILE), 'utf8'));
  } catch {
    return false;
  }
  if (typeof metadata !== 'object' || metadata === null) return false;
  const parts = Object.values(metadata).filter(
    (part): part is Record<string, unknown> => typeof part === 'object' && part !== null,
  );
  return parts.every((part) =>
    ['path', 'metadata_file'].every((key) => {
      const file = part[key];
      return typeof file !== 'string' || existsSync(join(folder, file));
    }),
  );
}

/** The export `CURRENT` names, if it is complete; else null (nothing saved yet, or reset). */
export function currentExport(dataDir: string): string | null {
  let name: string;
  try {
    name = readFileSync(join(dataDir, POINTER), 'utf8').trim();
  } catch {
    return null;
  }
  if (!isExportName(name)) return null;
  const folder = join(dataDir, name);
  return isCompleteExport(folder) ? folder : null;
}

/** Makes `name` the export restored next: all at once, or not at all. */
export function pointTo(dataDir: string, name: string): void {
  if (!isExportName(name)) throw new Error(`not an export folder name: ${name}`);
  const temp = join(dataDir, `${POINTER}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, `${name}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(dataDir, POINTER));
  syncFolder(dataDir);
}

/** So that the rename itself survives a power cut, not only the file's bytes. */
function syncFolder(folder: string) {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes every export but `keep`, and what interrupted exports left behind (firebase-tools'
 * temporary folders, stray pointer files). Returns the names removed. Only while holding the lock.
 */
export function pruneExports(dataDir: string, keep: string | null): string[] {
  if (!existsSync(dataDir)) return [];
  const removed: string[] = [];
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const stale =
      (entry.isDirectory() && (isExportName(entry.name) || FIREBASE_TEMP_EXPORT.test(entry.name))) ||
      (entry.isFile() && entry.name.startsWith(`${POINTER}.`) && entry.name.endsWith('.tmp'));
    if (!stale || entry.name === keep) continue;
    rmSync(join(dataDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/** Back to the demo shop: forgets the pointer first (that alone is enough), then the exports. */
export function forgetSavedData(dataDir: string): void {
  rmSync(join(dataDir, POINTER), { force: true });
  syncFolderIfThere(dataDir);
  pruneExports(dataDir, null);
}

function syncFolderIfThere(folder: string) {
  if (existsSync(folder)) syncFolder(folder);
}
