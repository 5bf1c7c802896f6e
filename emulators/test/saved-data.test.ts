import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from '../src/folder-lock';
import {
  currentExport,
  forgetSavedData,
  isCompleteExport,
  newExportName,
  pointTo,
  pruneExports,
} from '../src/saved-data';
import { openSavedData, resetSavedData } from '../src/saved-data-session';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'toolshub-saved-data-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** What firebase-tools leaves once an export has finished: its manifest and each part it lists. */
function writeExport(name: string, parts: { firestore?: boolean; auth?: boolean } = {}) {
  const folder = join(dataDir, name);
  const metadata: Record<string, unknown> = { version: '14.27.0' };
  if (parts.firestore !== false) {
    mkdirSync(join(folder, 'firestore_export'), { recursive: true });
    writeFileSync(join(folder, 'firestore_export', 'firestore_export.overall_export_metadata'), 'x');
    metadata.firestore = {
      version: '1',
      path: 'firestore_export',
      metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
    };
  }
  if (parts.auth !== false) {
    mkdirSync(join(folder, 'auth_export'), { recursive: true });
    metadata.auth = { version: '14.27.0', path: 'auth_export' };
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'firebase-export-metadata.json'), JSON.stringify(metadata));
  return folder;
}

const nameA = newExportName(new Date('2026-11-01T09:00:00.123Z'), 41);
const nameB = newExportName(new Date('2026-11-01T10:00:00Z'), 42);

describe('export folder names', () => {
  it('sort by time and name the process', () => {
    expect(nameA).toBe('export-20261101T090000123Z-41');
    expect([nameB, nameA].sort()).toEqual([nameA, nameB]);
  });
});

describe('a complete export', () => {
  it('has its manifest and every part the manifest lists', () => {
    expect(isCompleteExport(writeExport(nameA))).toBe(true);
  });

  it('is not one without a manifest (firebase-tools writes it last)', () => {
    const folder = writeExport(nameA);
    rmSync(join(folder, 'firebase-export-metadata.json'));
    expect(isCompleteExport(folder)).toBe(false);
  });

  it('is not one whose manifest names a part that is missing', () => {
    const folder = writeExport(nameA);
    rmSync(join(folder, 'auth_export'), { recursive: true });
    expect(isCompleteExport(folder)).toBe(false);
  });

  it('is not one whose manifest is cut short', () => {
    const folder = writeExport(nameA);
    writeFileSync(join(folder, 'firebase-export-metadata.json'), '{"version": "14.');
    expect(isCompleteExport(folder)).toBe(false);
  });
});

describe('CURRENT, the pointer to the export to restore', () => {
  it('names nothing at first', () => {
    expect(currentExport(dataDir)).toBeNull();
  });

  it('switches to a new export and leaves no temporary file', () => {
    writeExport(nameA);
    writeExport(nameB);
    pointTo(dataDir, nameA);
    expect(currentExport(dataDir)).toBe(join(dataDir, nameA));
    pointTo(dataDir, nameB);
    expect(currentExport(dataDir)).toBe(join(dataDir, nameB));
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('is ignored when it names an incomplete export', () => {
    writeExport(nameA, { auth: false });
    rmSync(join(dataDir, nameA, 'firebase-export-metadata.json'));
    pointTo(dataDir, nameA);
    expect(currentExport(dataDir)).toBeNull();
  });

  it('is ignored when it holds anything but an export name (no path outside the folder)', () => {
    writeFileSync(join(dataDir, 'CURRENT'), '../../etc\n');
    expect(currentExport(dataDir)).toBeNull();
    expect(() => pointTo(dataDir, '../elsewhere')).toThrow();
  });
});

describe('pruning', () => {
  it('removes every export but the one kept, and what interrupted exports left', () => {
    writeExport(nameA);
    writeExport(nameB);
    mkdirSync(join(dataDir, 'firebase-export-1795422314102UpKJvE'));
    writeFileSync(join(dataDir, 'CURRENT.123.tmp'), nameA);
    writeFileSync(join(dataDir, 'firebase-debug.log'), 'log');
    writeFileSync(join(dataDir, 'lock'), '1');
    pointTo(dataDir, nameB);
    expect(pruneExports(dataDir, nameB).sort()).toEqual(
      ['CURRENT.123.tmp', nameA, 'firebase-export-1795422314102UpKJvE'].sort(),
    );
    expect(readdirSync(dataDir).sort()).toEqual(['CURRENT', nameB, 'firebase-debug.log', 'lock'].sort());
  });

  it('forgetting the saved data drops the pointer and every export', () => {
    writeExport(nameA);
    pointTo(dataDir, nameA);
    forgetSavedData(dataDir);
    expect(currentExport(dataDir)).toBeNull();
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('a run of npm start', () => {
  it('restores the current export, exports into a new folder, and switches to it once complete', () => {
    writeExport(nameA);
    pointTo(dataDir, nameA);
    const session = openSavedData(dataDir);
    expect(session.restoredFrom).toBe(join(dataDir, nameA));
    const exportTo = session.firebaseArgs[session.firebaseArgs.indexOf('--export-on-exit') + 1] ?? '';
    expect(session.firebaseArgs.slice(0, 2)).toEqual(['--import', join(dataDir, nameA)]);
    expect(exportTo).not.toBe(join(dataDir, nameA));
    writeExport(exportTo.slice(dataDir.length + 1));
    const outcome = session.finish();
    expect(outcome).toEqual({ saved: true, folder: exportTo });
    expect(currentExport(dataDir)).toBe(exportTo);
    expect(readdirSync(dataDir).sort()).toEqual(['CURRENT', exportTo.slice(dataDir.length + 1)].sort());
  });

  it('keeps the previous save when the export was cut short', () => {
    writeExport(nameA);
    pointTo(dataDir, nameA);
    const session = openSavedData(dataDir);
    const exportTo = session.firebaseArgs.at(-1) ?? '';
    mkdirSync(exportTo); // firebase-tools makes the folder first and fills it last
    expect(session.finish()).toEqual({ saved: false, kept: join(dataDir, nameA) });
    expect(readFileSync(join(dataDir, 'CURRENT'), 'utf8').trim()).toBe(nameA);
    // The next run tidies what the interrupted one left.
    const next = openSavedData(dataDir);
    expect(readdirSync(dataDir).sort()).toEqual(['CURRENT', 'lock', nameA].sort());
    next.finish();
  });

  it('never keeps the export of a run whose shop did not become ready', () => {
    writeExport(nameA);
    pointTo(dataDir, nameA);
    const session = openSavedData(dataDir);
    const exportTo = session.firebaseArgs.at(-1) ?? '';
    writeExport(exportTo.slice(dataDir.length + 1));
    session.abandon();
    expect(session.finish()).toEqual({ saved: false, kept: join(dataDir, nameA) });
  });

  it('imports nothing the first time', () => {
    const session = openSavedData(dataDir);
    expect(session.restoredFrom).toBeNull();
    expect(session.firebaseArgs[0]).toBe('--export-on-exit');
    session.finish();
  });

  it('holds the folder: a second start and a reset are refused until it finishes', () => {
    const session = openSavedData(dataDir);
    expect(() => openSavedData(dataDir)).toThrow(/in use by another `npm start`/);
    expect(() => resetSavedData(dataDir)).toThrow(/in use by another `npm start`/);
    session.finish();
    expect(() => resetSavedData(dataDir)).not.toThrow();
  });
});

describe('the folder lock', () => {
  it('refuses a second holder while the first lives', () => {
    const release = lockFolder(dataDir);
    expect(() => lockFolder(dataDir)).toThrow(FolderLockedError);
    release();
    lockFolder(dataDir)();
  });

  it('takes over a lock whose process is gone', () => {
    // Pids are below 2^22 on Linux: this one never runs.
    writeFileSync(join(dataDir, 'lock'), `${2 ** 22 + 1}\n`);
    const release = lockFolder(dataDir);
    expect(readFileSync(join(dataDir, 'lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
