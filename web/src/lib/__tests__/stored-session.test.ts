import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { probeStoredSession } from '../stored-session';

/**
 * The probe reads where Firebase Auth keeps its session. The browser's IndexedDB and Web Storage
 * are stood in for by fake-indexeddb and a Map (browser APIs, not ours).
 */
const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function webStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** A database as the Auth SDK leaves it: its object store keyed by fbase_key, with these keys. */
async function authDatabase(keys: string[], objectStore = 'firebaseLocalStorage'): Promise<IDBFactory> {
  const factory = new IDBFactory();
  await new Promise<void>((resolve, reject) => {
    const open = factory.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore(objectStore, { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(objectStore, 'readwrite');
      for (const key of keys) tx.objectStore(objectStore).put({ fbase_key: key, value: { uid: 'u1' } });
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    };
  });
  return factory;
}

const none = [webStorage(), webStorage()];

describe('probeStoredSession', () => {
  it('answers no when the browser never held a session, and leaves no database behind', async () => {
    const factory = new IDBFactory();
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
    expect(await factory.databases()).toEqual([]);
  });

  it("answers yes for a signed-in user in the SDK's IndexedDB store", async () => {
    const factory = await authDatabase([USER_KEY]);
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(true);
  });

  it('answers no after a sign-out (the store is there, the user is not)', async () => {
    const factory = await authDatabase(['__sak']);
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
  });

  it('answers no for the database without its object store', async () => {
    const factory = await authDatabase([], 'something-else');
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
  });

  it('answers yes for a session kept in localStorage or sessionStorage (the fallback persistences)', async () => {
    const factory = new IDBFactory();
    const stored = webStorage({ [USER_KEY]: '{}' });
    expect(await probeStoredSession({ indexedDB: factory, webStorages: [stored, webStorage()] })).toBe(true);
    expect(await probeStoredSession({ indexedDB: factory, webStorages: [webStorage(), stored] })).toBe(true);
    expect(await probeStoredSession({ indexedDB: factory, webStorages: [webStorage({ other: '1' }), undefined] })).toBe(
      false,
    );
  });

  it('answers yes when it cannot tell: no IndexedDB, or storage that throws', async () => {
    expect(await probeStoredSession({ webStorages: none })).toBe(true);
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(await probeStoredSession({ indexedDB: new IDBFactory(), webStorages: [throwing] })).toBe(true);
  });
});
