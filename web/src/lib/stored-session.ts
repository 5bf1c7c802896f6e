/**
 * Whether this browser holds a Firebase Auth session, read from where the SDK keeps it (the
 * persistences lib/firebase.ts gives it: IndexedDB, then localStorage, then sessionStorage)
 * without loading the SDK. A visitor who never signed in then gets no Auth SDK on a public page;
 * anyone who may be signed in gets reactfire's sign-in check as before. When in doubt (storage
 * that cannot be read, a probe that does not answer), the answer is yes.
 */
const AUTH_USER_KEY = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const OBJECT_STORE = 'firebaseLocalStorage';
const PROBE_TIMEOUT_MS = 1_000;

export interface SessionStorages {
  indexedDB?: IDBFactory;
  webStorages: (Storage | undefined)[];
}

function browserStorages(): SessionStorages {
  const read = (get: () => Storage) => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return {
    indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
    webStorages: [read(() => localStorage), read(() => sessionStorage)],
  };
}

function inWebStorage(storage: Storage | undefined): boolean {
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(AUTH_USER_KEY)) return true;
    return false;
  } catch {
    return true;
  }
}

function inIndexedDb(factory: IDBFactory): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), PROBE_TIMEOUT_MS);
    const answer = (stored: boolean) => {
      clearTimeout(timer);
      resolve(stored);
    };
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DATABASE);
    } catch {
      answer(true);
      return;
    }
    let isNew = false;
    // No such database: nothing was ever stored. Aborting its creation leaves none behind for the
    // SDK to find without its object store.
    request.onupgradeneeded = () => {
      isNew = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      answer(!isNew);
    };
    request.onsuccess = () => {
      const db = request.result;
      const done = (stored: boolean) => {
        db.close();
        answer(stored);
      };
      try {
        if (!db.objectStoreNames.contains(OBJECT_STORE)) return done(false);
        const keys = db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE).getAllKeys();
        keys.onsuccess = () =>
          done(keys.result.some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY)));
        keys.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}

/** Reads the storages once; without IndexedDB (an old browser, a test's DOM) it cannot tell, so yes. */
export async function probeStoredSession(storages: SessionStorages = browserStorages()): Promise<boolean> {
  if (storages.webStorages.some(inWebStorage)) return true;
  if (!storages.indexedDB) return true;
  return inIndexedDb(storages.indexedDB);
}

let probe: Promise<boolean> | null = null;

/** The probe's answer for this page, read once (again after forgetStoredSessionProbe). */
export function hasStoredSession(): Promise<boolean> {
  return (probe ??= probeStoredSession());
}

/** Another tab may have signed in meanwhile: the next hasStoredSession reads the storages again. */
export function forgetStoredSessionProbe() {
  probe = null;
}
