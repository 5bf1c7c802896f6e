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

/**
 * Whether the SDK's database may be there: false only where the browser lists its databases and it
 * is not among them. Opening a database that is not there creates it (an upgrade, aborted at once):
 * 25–40 ms of a visitor's main thread in two tasks, where the list costs next to none.
 */
async function databaseMayExist(factory: IDBFactory): Promise<boolean> {
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === DATABASE);
  } catch {
    return true;
  }
}

/**
 * Reads the SDK's IndexedDB store without ever creating its database: `absent` where there is no
 * database or no store, `doubt` where it cannot tell (an error, a browser that does not answer),
 * otherwise what `interpret` makes of what `read` asked the store for.
 */
function readAuthStore<R, T>(
  factory: IDBFactory,
  {
    absent,
    doubt,
    read,
    interpret,
  }: { absent: T; doubt: T; read: (store: IDBObjectStore) => IDBRequest<R>; interpret: (result: R) => T },
): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(doubt), PROBE_TIMEOUT_MS);
    const answer = (value: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    void databaseMayExist(factory).then((mayExist) => (mayExist ? open() : answer(absent)));
    function open() {
      let request: IDBOpenDBRequest;
      try {
        request = factory.open(DATABASE);
      } catch {
        answer(doubt);
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
        answer(isNew ? absent : doubt);
      };
      request.onsuccess = () => {
        const db = request.result;
        const done = (value: T) => {
          db.close();
          answer(value);
        };
        try {
          if (!db.objectStoreNames.contains(OBJECT_STORE)) return done(absent);
          const reading = read(db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE));
          reading.onsuccess = () => done(interpret(reading.result));
          reading.onerror = () => done(doubt);
        } catch {
          done(doubt);
        }
      };
    }
  });
}

function inIndexedDb(factory: IDBFactory): Promise<boolean> {
  return readAuthStore(factory, {
    absent: false,
    doubt: true,
    read: (store) => store.getAllKeys(),
    interpret: (keys) => keys.some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY)),
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

/**
 * The signed-in user as the Auth SDK stored them: who, and the ID token it last had with its expiry.
 * Enough to sign a signed-in page's first API calls while the SDK itself is still on its way.
 */
export interface StoredSignIn {
  uid: string;
  email: string | null;
  /** The name the account gave itself (null where it gave none). */
  displayName: string | null;
  /** Whether the address was verified when the SDK last stored the user (it may have been since). */
  emailVerified: boolean;
  idToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The token's `admin` claim (which screens the dashboard will show is for the API to enforce). */
  admin: boolean;
}

/** A JWT's `admin` claim, false for anything unreadable. */
function adminClaimOf(idToken: string): boolean {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return (JSON.parse(json) as { admin?: unknown }).admin === true;
  } catch {
    return false;
  }
}

/** A stored user record, if it has what StoredSignIn needs (the SDK's format: its `stsTokenManager`). */
export function storedSignInOf(record: unknown): StoredSignIn | null {
  if (typeof record !== 'object' || record === null) return null;
  const { uid, email, displayName, emailVerified, stsTokenManager: tokens } = record as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof tokens !== 'object' || tokens === null) return null;
  const { accessToken, expirationTime } = tokens as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken || typeof expirationTime !== 'number') return null;
  return {
    uid,
    email: typeof email === 'string' ? email : null,
    displayName: typeof displayName === 'string' && displayName ? displayName : null,
    emailVerified: emailVerified === true,
    idToken: accessToken,
    expiresAt: expirationTime,
    admin: adminClaimOf(accessToken),
  };
}

function signInInWebStorage(storage: Storage | undefined): StoredSignIn | null {
  if (!storage) return null;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(AUTH_USER_KEY)) return storedSignInOf(JSON.parse(storage.getItem(key) ?? 'null'));
    }
  } catch {
    // Unreadable storage or a malformed record: nothing to sign with.
  }
  return null;
}

function signInInIndexedDb(factory: IDBFactory): Promise<StoredSignIn | null> {
  return readAuthStore(factory, {
    absent: null,
    doubt: null,
    read: (store) => store.getAll() as IDBRequest<{ fbase_key?: unknown; value?: unknown }[]>,
    interpret: (rows) => {
      const row = rows.find((r) => typeof r.fbase_key === 'string' && r.fbase_key.startsWith(AUTH_USER_KEY));
      return row ? storedSignInOf(row.value) : null;
    },
  });
}

/** The stored signed-in user, read where the SDK keeps them (as the probe reads); null when in doubt. */
export async function readStoredSignIn(storages: SessionStorages = browserStorages()): Promise<StoredSignIn | null> {
  for (const storage of storages.webStorages) {
    const signIn = signInInWebStorage(storage);
    if (signIn) return signIn;
  }
  return storages.indexedDB ? signInInIndexedDb(storages.indexedDB) : null;
}
