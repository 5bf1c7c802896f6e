/**
 * A lazy chunk that cannot be loaded because a new deployment replaced it: the page still runs the
 * old build, whose chunk names the server no longer has. Only a reload (the new index and its new
 * chunk names) gets out of that; a dropped connection, on the other hand, only needs another try.
 */

/** What the browser says when a dynamic import() fails (Chromium, Firefox, Safari). */
const MODULE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** sessionStorage key: when this tab last reloaded for a new deployment. */
export const RELOADED_AT_KEY = 'toolshub:reloaded-for-new-deployment';

/** A reload this recent did not help: show the error instead of reloading in a loop. */
export const RELOAD_GUARD_MS = 60_000;

export function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILURE.test(error.message);
}

/** The chunk's address, where the browser's message names it (Chromium and Firefox do). */
export function chunkUrlOf(error: unknown): string | null {
  if (!isModuleLoadError(error)) return null;
  return /(https?:\/\/\S+?\.m?js)\b/.exec((error as Error).message)?.[1] ?? null;
}

/**
 * Asks the server for the chunk again. Missing: a 404, or the single-page fallback's HTML where the
 * script was (Hosting's `**` rewrite answers unknown paths with the app's page).
 */
export async function probeChunk(
  url: string,
  fetchChunk: typeof fetch,
): Promise<'missing' | 'present' | 'unreachable'> {
  try {
    const res = await fetchChunk(url, { method: 'HEAD', cache: 'no-store' });
    if (res.status === 404) return 'missing';
    if (res.ok && !/javascript/i.test(res.headers.get('Content-Type') ?? '')) return 'missing';
    return 'present';
  } catch {
    return 'unreachable';
  }
}

export interface DeploymentCheck {
  fetch: typeof fetch;
  online: () => boolean;
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

export const browserDeploymentCheck: DeploymentCheck = {
  fetch: (...args) => fetch(...args),
  online: () => navigator.onLine,
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/**
 * Whether a failed import means a new deployment: the server answers that the chunk is not there,
 * or (where the browser's message names no address) the import has now failed twice in a row while
 * the browser says it is online.
 */
export async function isFromOldDeployment(error: unknown, failures: number, check: DeploymentCheck): Promise<boolean> {
  if (!isModuleLoadError(error)) return false;
  const url = chunkUrlOf(error);
  if (url) {
    const probe = await probeChunk(url, check.fetch);
    return probe === 'missing' || (probe === 'present' && failures >= 2);
  }
  return failures >= 2 && check.online();
}

/**
 * Reloads the page, unless it already reloaded for this within RELOAD_GUARD_MS (or the tab has no
 * session storage to remember that in). True when it reloads.
 */
export function reloadOnce(check: DeploymentCheck): boolean {
  const storage = check.storage();
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && check.now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(check.now()));
  } catch {
    return false;
  }
  check.reload();
  return true;
}

/** For a failed import: reloads once when the chunk belongs to a replaced deployment. True when reloading. */
export async function reloadForNewDeployment(
  error: unknown,
  failures: number,
  check: DeploymentCheck = browserDeploymentCheck,
): Promise<boolean> {
  return (await isFromOldDeployment(error, failures, check)) && reloadOnce(check);
}
