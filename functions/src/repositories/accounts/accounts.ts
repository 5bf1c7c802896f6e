import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, firestore } from '../../firebase';
import { contendedTransaction } from '../../firestore/contended-transaction';
import { KeyedQueue } from '../../firestore/keyed-queue';
import type { AccountRegistry, Account } from '../../domain/admin-rights';
import type { AuditRecord } from '../../domain/audit-records';
import { recordAudit } from '../audit/audit';
import { readDoc, readDocInTransaction, readQuery } from '../../firestore/read-meter';
import { profileConverter, usersCollection } from './users';

function toAccount(user: UserRecord): Account {
  return {
    uid: user.uid,
    email: user.email?.toLowerCase() ?? null,
    adminClaim: user.customClaims?.admin === true,
    claims: user.customClaims ?? {},
  };
}

function authCode(err: unknown): string | null {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : null;
}

/** The account behind an e-mail address, or null when there is none (or it is not an address). */
export async function findAccountByEmail(email: string): Promise<Account | null> {
  try {
    return toAccount(await auth().getUserByEmail(email));
  } catch (err) {
    const code = authCode(err);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
    throw err;
  }
}

/** The photo of the Google account linked to this one, or null when none is linked. */
export async function googlePhotoOf(uid: string): Promise<string | null> {
  const user = await auth().getUser(uid);
  return user.providerData.find((p) => p.providerId === 'google.com')?.photoURL ?? null;
}

/** Whether the account's address is verified now (its ID token may say otherwise until refreshed). */
export async function isEmailVerified(uid: string): Promise<boolean> {
  return (await auth().getUser(uid)).emailVerified;
}

/**
 * The Admin SDK's verification link for the address (the Auth emulator's own in the emulators);
 * opening it verifies the address and goes on to `continueUrl`.
 */
export function emailVerificationLink(email: string, continueUrl: string): Promise<string> {
  return auth().generateEmailVerificationLink(email, { url: continueUrl });
}

/** Sets or removes the `admin` claim, keeping the account's other claims. */
export async function setAdminClaim(account: Account, admin: boolean): Promise<void> {
  const { admin: _previous, ...others } = account.claims;
  await auth().setCustomUserClaims(account.uid, admin ? { ...others, admin: true } : others);
}

/** Ends every session of the account: its refresh tokens, and ID tokens issued before now. */
export async function revokeSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
}

export async function deleteAuthAccount(uid: string): Promise<void> {
  await auth().deleteUser(uid);
}

/**
 * `admins/{uid}`: the registry of admins, the authority behind the claim. The API's admin checks
 * and storage.rules read it, so taking someone's rights away takes effect at once, while the
 * claim in their ID token may live on for up to an hour.
 */
export const adminsCollection = () => firestore().collection('admins');

/**
 * `registry/admin-addresses` (`{ emails }`): every registered admin's address in one document,
 * rewritten from the registry by each change of it, in the same transaction. Every order mails the
 * admins, and one document read costs far less than a query of the registry (a query's cost in
 * the Firestore emulator grows with the whole database's size).
 */
export const adminAddressesDoc = () => firestore().collection('registry').doc('admin-addresses');

/** The addresses as the messages use them: lower case, each once, sorted. */
function addressList(emails: Iterable<unknown>): string[] {
  const valid = [...emails].filter((e): e is string => typeof e === 'string' && e !== '');
  return [...new Set(valid.map((e) => e.toLowerCase()))].sort();
}

/**
 * Every registered admin's address (lower case, each once): whom the shop's own messages go to.
 * `read` reads the summary document: a caller reading others at the same moment passes its batch.
 */
export async function adminAddresses(
  read: (ref: DocumentReference) => Promise<DocumentSnapshot> = readDoc,
): Promise<string[]> {
  const summary = await read(adminAddressesDoc());
  const emails: unknown = summary.get('emails');
  if (summary.exists && Array.isArray(emails)) return addressList(emails);
  // Not written yet (a registry older than the summary): the registry itself.
  const snap = await readQuery(adminsCollection().select('email'));
  return addressList(snap.docs.map((d) => d.get('email')));
}

export async function isRegisteredAdmin(uid: string): Promise<boolean> {
  return (await readDoc(adminsCollection().doc(uid))).exists;
}

/** The registry's and the profiles' reads and writes inside one transaction. */
export type { Account };

export class AccountsTransaction implements AccountRegistry {
  /** The registry as this attempt read it (uid → address): a change rewrites the summary from it. */
  private registryRead: Promise<Map<string, unknown>> | null = null;
  private admins: Map<string, unknown> | null = null;

  constructor(private readonly tx: Transaction) {}

  /**
   * The whole registry, read once per attempt, with the summary document: reading it locks it, so
   * two changes at the same moment take turns and neither summary loses the other's admin.
   */
  private registry(): Promise<Map<string, unknown>> {
    this.registryRead ??= Promise.all([
      this.tx.get(adminsCollection()),
      readDocInTransaction(this.tx, adminAddressesDoc()),
    ]).then(([snap]) => (this.admins = new Map(snap.docs.map((d) => [d.id, d.get('email')]))));
    return this.registryRead;
  }

  async adminUids(): Promise<string[]> {
    return [...(await this.registry()).keys()];
  }

  async isAdmin(uid: string): Promise<boolean> {
    return (await this.registry()).has(uid);
  }

  /** The summary after a change: the registry as read, with the change applied. */
  private rewriteSummary(change: (admins: Map<string, unknown>) => void): void {
    if (!this.admins) throw new Error('A change of the admin registry without reading the registry first');
    const admins = new Map(this.admins);
    change(admins);
    this.tx.set(adminAddressesDoc(), { emails: addressList(admins.values()), updatedAt: FieldValue.serverTimestamp() });
  }

  async hasProfile(uid: string): Promise<boolean> {
    return (await readDocInTransaction(this.tx, usersCollection().doc(uid))).exists;
  }

  /** The profile's name and role, or null when the account has none. */
  async profileOf(uid: string): Promise<{ displayName: string; role: 'admin' | null } | null> {
    const record = (
      await readDocInTransaction(this.tx, usersCollection().doc(uid).withConverter(profileConverter))
    ).data();
    return record ? { displayName: record.displayName, role: record.role } : null;
  }

  /** Adds the account to the registry; its profile (created if it has none) shows the role. */
  register(account: Account, hasProfile: boolean): void {
    this.rewriteSummary((admins) => admins.set(account.uid, account.email));
    this.tx.set(adminsCollection().doc(account.uid), {
      email: account.email ?? '',
      grantedAt: FieldValue.serverTimestamp(),
    });
    const profile = usersCollection().doc(account.uid);
    if (hasProfile) this.tx.update(profile, { role: 'admin', updatedAt: FieldValue.serverTimestamp() });
    else this.tx.set(profile, { email: account.email ?? '', role: 'admin', createdAt: FieldValue.serverTimestamp() });
  }

  /** Removes the account from the registry and the role from its profile, when it has one. */
  unregister(uid: string, hasProfile: boolean): void {
    this.rewriteSummary((admins) => admins.delete(uid));
    this.tx.delete(adminsCollection().doc(uid));
    if (hasProfile) {
      this.tx.update(usersCollection().doc(uid), {
        role: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }

  deleteProfile(uid: string): void {
    this.tx.delete(usersCollection().doc(uid));
  }

  /** The change's audit entry, committed with it or not at all. */
  audit(record: AuditRecord): void {
    recordAudit(this.tx, record);
  }
}

const REGISTRY = 'admin-registry';

/**
 * Changes of the admin registry (each rewrites its one summary document) for one instance: the
 * changes it serves wait their turn (`queue`); one that collides with another instance's is tried
 * again after a few milliseconds, not after the SDK's waits of a second and more (two admins made
 * at the same moment waited about 2 s for each other in the emulator, two demotions 4 to 7 s).
 */
export function accountsTransactionsOf(queue: KeyedQueue) {
  return <T>(work: (accounts: AccountsTransaction) => Promise<T>): Promise<T> =>
    contendedTransaction((tx) => work(new AccountsTransaction(tx)), {
      keys: [REGISTRY],
      queue,
      busyMessage: 'Other changes to the accounts are being saved at this moment; please try again',
    });
}

/** This instance's registry changes. */
export const accountsTransaction = accountsTransactionsOf(new KeyedQueue());
