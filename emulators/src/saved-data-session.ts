/**
 * What `npm start` does with its saved data around one run of the emulators: lock the folder,
 * restore the save `CURRENT` names (firebase-tools' --import), export on exit into a new folder
 * (--export-on-exit), and afterwards make that export `CURRENT` only if it is complete.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LaunchError } from './emulator-plan';
import { FolderLockedError, lockFolder } from './folder-lock';
import { repoRoot } from './paths';
import { currentExport, forgetSavedData, isCompleteExport, newExportName, pointTo, pruneExports } from './saved-data';

export type SaveOutcome =
  { saved: true; folder: string } | { saved: false; /** The save still in place, if any. */ kept: string | null };

export interface SavedDataSession {
  dataDir: string;
  /** The complete export this run restores, or null (the shop will be seeded). */
  restoredFrom: string | null;
  /** firebase-tools' arguments for the above. */
  firebaseArgs: string[];
  /** This run's export must not replace the save (the shop never became ready: a half-seeded shop). */
  abandon(): void;
  /** Once firebase-tools has exited: keeps the new export if it is whole, tidies up, unlocks. */
  finish(): SaveOutcome;
}

/** Paths in messages: relative to the repository where they lie in it. */
export function shown(path: string): string {
  const rel = relative(repoRoot, path);
  return rel.startsWith('..') ? path : rel;
}

function lock(dataDir: string): () => void {
  try {
    return lockFolder(dataDir);
  } catch (err) {
    if (!(err instanceof FolderLockedError)) throw err;
    throw new LaunchError(
      `${shown(dataDir)} is in use by another \`npm start\` (process ${err.ownerPid}). Stop that one first` +
        ` (if no such process is running, delete ${shown(join(dataDir, 'lock'))}).`,
    );
  }
}

export function openSavedData(dataDir: string): SavedDataSession {
  const release = lock(dataDir);
  try {
    const restoredFrom = currentExport(dataDir);
    // What an earlier run could not finish: exports never made current, firebase-tools' temp folders.
    pruneExports(dataDir, restoredFrom && relative(dataDir, restoredFrom));
    const exportTo = join(dataDir, newExportName(new Date(), process.pid));
    // firebase-tools empties the folder it exports to before filling it: never the save itself.
    if (existsSync(exportTo)) throw new Error(`${exportTo} exists already`);
    const firebaseArgs = [...(restoredFrom ? ['--import', restoredFrom] : []), '--export-on-exit', exportTo];
    let finished: SaveOutcome | null = null;
    let abandoned = false;
    return {
      dataDir,
      restoredFrom,
      firebaseArgs,
      abandon() {
        abandoned = true;
      },
      finish() {
        if (finished) return finished;
        try {
          if (!abandoned && isCompleteExport(exportTo)) {
            pointTo(dataDir, relative(dataDir, exportTo));
            pruneExports(dataDir, relative(dataDir, exportTo));
            finished = { saved: true, folder: exportTo };
          } else {
            finished = { saved: false, kept: currentExport(dataDir) };
          }
          return finished;
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** `npm run reset`: the next `npm start` seeds the demo shop. Refused while a start holds the folder. */
export function resetSavedData(dataDir: string): void {
  const release = lock(dataDir);
  try {
    forgetSavedData(dataDir);
  } finally {
    release();
  }
}
