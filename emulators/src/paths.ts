import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectId = 'demo-toolshub';

/** Our own build cache (wrapper jars, compiled runtime): outside the repo, reused across clones. */
export const toolshubCacheDir = process.env.TOOLSHUB_CACHE_DIR ?? join(homedir(), '.cache', 'toolshub');

/** Where firebase-tools keeps what it downloads (same rule as firebase-tools itself). */
export const firebaseCacheDir =
  process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');

export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
