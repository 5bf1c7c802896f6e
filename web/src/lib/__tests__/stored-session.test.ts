import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage';
import { probeStoredSession, readStoredSignIn, storedSignInOf } from '../stored-session';

/**
 * The probe reads where Firebase Auth keeps its session. The browser's IndexedDB and Web Storage
 * are stood in for by fake-indexeddb and a Map (browser APIs, not ours).
 */
const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

/** A database as the Auth SDK leaves it: its object store keyed by fbase_key, with these keys. */
async function authDatabase(
  keys: string[],
  objectStore = 'firebaseLocalStorage',
  value: unknown = { uid: 'u1' },
): Promise<IDBFactory> {
  const factory = new IDBFactory();
  await new Promise<void>((resolve, reject) => {
    const open = factory.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore(objectStore, { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(objectStore, 'readwrite');
      for (const key of keys) tx.objectStore(objectStore).put({ fbase_key: key, value });
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    };
  });
  return factory;
}

const none = [memoryStorage(), memoryStorage()];

describe('probeStoredSession', () => {
  it('answers no when the browser never held a session, and leaves no database behind', async () => {
    const factory = new IDBFactory();
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
    expect(await factory.databases()).toEqual([]);
  });

  it('does not open a database where the browser lists none by that name (opening would create it)', async () => {
    const factory = new IDBFactory();
    const opened: string[] = [];
    const open = factory.open.bind(factory);
    factory.open = (name: string, version?: number) => {
      opened.push(name);
      return open(name, version);
    };
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
    expect(await readStoredSignIn({ indexedDB: factory, webStorages: none })).toBeNull();
    expect(opened).toEqual([]);
  });

  it('opens it to look where the browser cannot list its databases, and leaves none behind', async () => {
    const factory = new IDBFactory();
    const list = factory.databases.bind(factory);
    Object.defineProperty(factory, 'databases', { value: undefined });
    expect(await probeStoredSession({ indexedDB: factory, webStorages: none })).toBe(false);
    expect(await list()).toEqual([]);
    const signedIn = await authDatabase([USER_KEY]);
    Object.defineProperty(signedIn, 'databases', {
      value: () => Promise.reject(new Error('not allowed')),
    });
    expect(await probeStoredSession({ indexedDB: signedIn, webStorages: none })).toBe(true);
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
    const stored = memoryStorage({ [USER_KEY]: '{}' });
    expect(await probeStoredSession({ indexedDB: factory, webStorages: [stored, memoryStorage()] })).toBe(true);
    expect(await probeStoredSession({ indexedDB: factory, webStorages: [memoryStorage(), stored] })).toBe(true);
    expect(
      await probeStoredSession({ indexedDB: factory, webStorages: [memoryStorage({ other: '1' }), undefined] }),
    ).toBe(false);
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

/** An unsigned JWT with these claims (the Auth emulator's tokens look the same). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

/** A user record as the SDK stores it (only the fields read here). */
function userRecord(claims: Record<string, unknown> = {}, expiresAt = 1_900_000_000_000) {
  return {
    uid: 'u1',
    email: 'buyer@example.com',
    displayName: 'Bea Buyer',
    emailVerified: true,
    stsTokenManager: { accessToken: jwt({ sub: 'u1', ...claims }), refreshToken: 'r', expirationTime: expiresAt },
  };
}

describe('readStoredSignIn', () => {
  it("reads the user and their ID token from the SDK's IndexedDB record", async () => {
    const record = userRecord();
    const factory = await authDatabase([USER_KEY], 'firebaseLocalStorage', record);
    expect(await readStoredSignIn({ indexedDB: factory, webStorages: none })).toEqual({
      uid: 'u1',
      email: 'buyer@example.com',
      displayName: 'Bea Buyer',
      emailVerified: true,
      idToken: record.stsTokenManager.accessToken,
      expiresAt: 1_900_000_000_000,
      admin: false,
    });
  });

  it('reads a record kept in Web Storage first, and the admin claim of its token', async () => {
    const stored = memoryStorage({ [USER_KEY]: JSON.stringify(userRecord({ admin: true })) });
    const signIn = await readStoredSignIn({ indexedDB: new IDBFactory(), webStorages: [memoryStorage(), stored] });
    expect(signIn).toMatchObject({ uid: 'u1', admin: true });
  });

  it('answers null with nothing stored, after a sign-out, or for a record it cannot read', async () => {
    expect(await readStoredSignIn({ indexedDB: new IDBFactory(), webStorages: none })).toBeNull();
    expect(await readStoredSignIn({ indexedDB: await authDatabase(['__sak']), webStorages: none })).toBeNull();
    expect(await readStoredSignIn({ webStorages: [memoryStorage({ [USER_KEY]: 'not json' })] })).toBeNull();
    expect(storedSignInOf({ uid: 'u1' })).toBeNull();
    expect(storedSignInOf({ uid: 'u1', stsTokenManager: { accessToken: '', expirationTime: 1 } })).toBeNull();
    expect(storedSignInOf({ uid: 'u1', stsTokenManager: { accessToken: 'a.b.c', expirationTime: '1' } })).toBeNull();
    expect(storedSignInOf(null)).toBeNull();
  });

  it('reads an account without a name, or whose address the record does not say is verified, as such', () => {
    const tokens = { accessToken: 'a.b.c', expirationTime: 5 };
    expect(storedSignInOf({ uid: 'u1', displayName: '', emailVerified: 'yes', stsTokenManager: tokens })).toMatchObject(
      {
        displayName: null,
        emailVerified: false,
      },
    );
    expect(storedSignInOf({ uid: 'u1', stsTokenManager: tokens })).toMatchObject({
      email: null,
      displayName: null,
      emailVerified: false,
    });
  });

  it('reads a token whose claims are not JSON as no admin', () => {
    expect(storedSignInOf({ uid: 'u1', stsTokenManager: { accessToken: 'x.%%%.y', expirationTime: 5 } })).toMatchObject(
      {
        admin: false,
      },
    );
  });
});
