/**
 * One process at a time per folder: a `lock` file holding the owner's pid, created exclusively.
 * A lock whose owner is gone (killed, machine restarted) is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(`${folder} is in use by process ${ownerPid}`);
    this.name = 'FolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock (creating the folder) and returns its release; throws FolderLockedError. */
export function lockFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lockFile = join(folder, 'lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = ownerOf(lockFile);
    // A lock file being written this instant has no pid yet: treat it as taken.
    if (owner === null || isAlive(owner)) throw new FolderLockedError(folder, owner ?? 0);
    rmSync(lockFile, { force: true });
  }
  throw new FolderLockedError(folder, ownerOf(lockFile) ?? 0);
}
