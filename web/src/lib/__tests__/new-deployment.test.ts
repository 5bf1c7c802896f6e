import { describe, expect, it, vi } from 'vitest';
import {
  chunkUrlOf,
  isFromOldDeployment,
  reloadOnce,
  RELOAD_GUARD_MS,
  RELOADED_AT_KEY,
  type DeploymentCheck,
} from '../new-deployment';

const CHUNK = 'http://127.0.0.1:5050/assets/BlogsPage-wAclOb0a.js';
const chromiumError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const safariError = () => new TypeError('Importing a module script failed.');

/** The server's answer to the chunk's address, as fetch gives it. */
const answer = (status: number, contentType: string) => () =>
  Promise.resolve(new Response(null, { status, headers: { 'Content-Type': contentType } }));

function check(overrides: Partial<DeploymentCheck> = {}): DeploymentCheck {
  const stored = new Map<string, string>();
  return {
    fetch: vi.fn<typeof fetch>(answer(200, 'text/javascript')),
    online: () => true,
    storage: () => ({ getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) }),
    reload: vi.fn(),
    now: () => 1_000_000,
    ...overrides,
  };
}

describe('a failed import from an old deployment', () => {
  it("reads the chunk's address from the browser's message", () => {
    expect(chunkUrlOf(chromiumError())).toBe(CHUNK);
    expect(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(chunkUrlOf(safariError())).toBeNull();
    expect(chunkUrlOf(new Error(`render failed at ${CHUNK}`))).toBeNull();
  });

  it('is one when the server answers 404 for the chunk, or the app page in its place', async () => {
    const notFound = check({ fetch: vi.fn<typeof fetch>(answer(404, 'text/html')) });
    expect(await isFromOldDeployment(chromiumError(), 1, notFound)).toBe(true);
    expect(notFound.fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    const spaFallback = check({ fetch: vi.fn<typeof fetch>(answer(200, 'text/html; charset=utf-8')) });
    expect(await isFromOldDeployment(chromiumError(), 1, spaFallback)).toBe(true);
  });

  it('is not one while the chunk is still served, until the import has failed twice in a row', async () => {
    expect(await isFromOldDeployment(chromiumError(), 1, check())).toBe(false);
    expect(await isFromOldDeployment(chromiumError(), 2, check())).toBe(true);
  });

  it('is not one when the server cannot be reached (offline), however often it failed', async () => {
    const offline = check({ fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await isFromOldDeployment(chromiumError(), 1, offline)).toBe(false);
    expect(await isFromOldDeployment(chromiumError(), 5, offline)).toBe(false);
  });

  it('where the message names no chunk: after a second failure while online, never offline', async () => {
    expect(await isFromOldDeployment(safariError(), 1, check())).toBe(false);
    expect(await isFromOldDeployment(safariError(), 2, check())).toBe(true);
    expect(await isFromOldDeployment(safariError(), 2, check({ online: () => false }))).toBe(false);
  });

  it('is never one for an error that is not a failed import', async () => {
    const anything = check({ fetch: vi.fn<typeof fetch>(answer(404, 'text/html')) });
    expect(await isFromOldDeployment(new Error('Cannot read properties of undefined'), 3, anything)).toBe(false);
    expect(anything.fetch).not.toHaveBeenCalled();
  });
});

describe('reloading for a new deployment', () => {
  it('reloads once, not again within the guard, and again after it', () => {
    let now = 1_000_000;
    const tab = check({ now: () => now });
    expect(reloadOnce(tab)).toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(tab.storage()?.getItem(RELOADED_AT_KEY)).toBe(String(now));

    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(tab)).toBe(false);
    expect(tab.reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(reloadOnce(tab)).toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload where it cannot remember having done so', () => {
    const noStorage = check({ storage: () => null });
    expect(reloadOnce(noStorage)).toBe(false);
    const refusing = check({
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      }),
    });
    expect(reloadOnce(refusing)).toBe(false);
    expect(noStorage.reload).not.toHaveBeenCalled();
    expect(refusing.reload).not.toHaveBeenCalled();
  });
});
