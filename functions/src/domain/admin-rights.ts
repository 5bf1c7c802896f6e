import type { Caller } from '@toolshub/shared';
import { ApiError, conflict, notFound } from '../errors';
import {
  actsAsAdmin,
  adminGranted,
  adminRevoked,
  OPERATOR,
  userDeleted,
  type AuditActor,
  type AuditRecord,
} from './audit-records';
import { cancelOrder } from './cancel-order';
import type { OrderStore } from './order-store';

/** A Firebase Auth account as the shop sees it. */
export interface Account {
  uid: string;
  email: string | null;
  /** The custom claim `admin: true` (what ID tokens will carry). */
  adminClaim: boolean;
  /** Every custom claim, so changing one keeps the others. */
  claims: Record<string, unknown>;
}

/** The admin registry, the profiles and the audit log, read and written in one transaction. */
export interface AccountRegistry {
  adminUids(): Promise<string[]>;
  isAdmin(uid: string): Promise<boolean>;
  hasProfile(uid: string): Promise<boolean>;
  /** The profile's name and role, or null when the account has none. */
  profileOf(uid: string): Promise<{ displayName: string; role: 'admin' | null } | null>;
  /** Adds the account to the registry; its profile (created if it has none) shows the role. */
  register(account: Account, hasProfile: boolean): void;
  /** Removes the account from the registry and the role from its profile, when it has one. */
  unregister(uid: string, hasProfile: boolean): void;
  deleteProfile(uid: string): void;
  /** The change's audit entry, committed with it or not at all. */
  audit(record: AuditRecord): void;
}

/**
 * What these rules need of the accounts (Auth), the registry and the orders. The function hands
 * in Firestore's and Auth's (`firestoreAdminRightsStore`, repositories/accounts/admin-rights-store.ts).
 */
export interface AdminRightsStore {
  findAccountByEmail(email: string): Promise<Account | null>;
  accountsTransaction<T>(work: (registry: AccountRegistry) => Promise<T>): Promise<T>;
  setAdminClaim(account: Account, admin: boolean): Promise<void>;
  /** Ends every session of the account (its ID tokens stop being accepted). */
  revokeSessions(uid: string): Promise<void>;
  deleteAuthAccount(uid: string): Promise<void>;
  /** The ids of the account's orders still pending. */
  pendingOrderIdsOf(uid: string): Promise<string[]>;
  orders: OrderStore;
}

/**
 * Who is an admin, and the rule that the shop always keeps one. The registry (`admins/{uid}`) is
 * the authority; the custom claim follows it so that ID tokens carry it, and the profile's `role`
 * mirrors it for the users list. The API route and `npm run grant-admin` both come here.
 */

export interface ChangeResult {
  /** False when the account already was what was asked. */
  changed: boolean;
}

/** The account behind an e-mail address, or a 404 in the API's words. */
export async function accountByEmail(store: AdminRightsStore, email: string): Promise<Account> {
  const account = await store.findAccountByEmail(email);
  if (!account) throw notFound(`No user with e-mail ${email}`);
  return account;
}

/**
 * The last-admin rule: an action that would leave the registry without an admin is refused. The
 * count is read in the same transaction as the removal, so two admins demoting each other at
 * the same moment cannot both succeed.
 */
function refuseIfLastAdmin(admins: string[], leaving: string, actorUid: string, what: string) {
  if (!admins.includes(leaving) || admins.length > 1) return;
  throw conflict(
    leaving === actorUid
      ? `You are the last admin: make someone else an admin before you ${what}`
      : 'That is the last admin: the shop must keep at least one',
  );
}

/**
 * The registry entry, the profile's role and the audit entry are one transaction; the claim
 * follows. `actor`: the admin who asked, or the operator (the seed, `npm run grant-admin`).
 * Only a change of the registry is recorded: running it again after the claim failed finishes the
 * job (sets the claim) without a second entry.
 */
export async function grantAdmin(
  store: AdminRightsStore,
  email: string,
  actor: AuditActor = OPERATOR,
): Promise<ChangeResult> {
  const account = await accountByEmail(store, email);
  const wasRegistered = await store.accountsTransaction(async (registry) => {
    const [registered, hasProfile] = await Promise.all([
      registry.isAdmin(account.uid),
      registry.hasProfile(account.uid),
    ]);
    registry.register(account, hasProfile);
    if (!registered) registry.audit(adminGranted(actor, account));
    return registered;
  });
  if (!account.adminClaim) await store.setAdminClaim(account, true);
  return { changed: !wasRegistered || !account.adminClaim };
}

/**
 * Takes the rights away at once: the registry entry (with its audit entry, in one transaction),
 * then the claim and every open session.
 */
export async function revokeAdmin(store: AdminRightsStore, email: string, actor: AuditActor): Promise<ChangeResult> {
  const account = await accountByEmail(store, email);
  const wasRegistered = await store.accountsTransaction(async (registry) => {
    const [admins, hasProfile] = await Promise.all([registry.adminUids(), registry.hasProfile(account.uid)]);
    refuseIfLastAdmin(admins, account.uid, actor.uid, 'remove your own admin rights');
    if (!admins.includes(account.uid)) return false;
    registry.unregister(account.uid, hasProfile);
    registry.audit(adminRevoked(actor, account));
    return true;
  });
  const changed = wasRegistered || account.adminClaim;
  if (account.adminClaim) await store.setAdminClaim(account, false);
  // The demoted person's ID token still says admin for up to an hour: end it now.
  if (changed) await store.revokeSessions(account.uid);
  return { changed };
}

/**
 * Deletes the Auth account and its profile (and its registry entry: the last admin cannot go).
 * Its pending orders are cancelled and their stock returned; its other orders stay for the books,
 * tied to its uid, which no later account gets. Firestore first, so a failure in between leaves
 * an account without a profile, which the next sign-in recreates, never a registry entry for an
 * account that is gone; running it again finishes the job (and, by an admin, records a second
 * `user.deleted` entry: each is an attempt that removed what Firestore held).
 */
export async function deleteAccount(store: AdminRightsStore, email: string, actor: Caller): Promise<void> {
  const account = await accountByEmail(store, email);
  const admins = await store.accountsTransaction((registry) => registry.adminUids());
  refuseIfLastAdmin(admins, account.uid, actor.uid, 'delete your own account');
  for (const orderId of await store.pendingOrderIdsOf(account.uid)) {
    try {
      await cancelOrder(store.orders, orderId, actor);
    } catch (err) {
      // Moved on (an admin started processing it) since it was listed: it stays, for the books.
      if (!(err instanceof ApiError && err.code === 'conflict')) throw err;
    }
  }
  await store.accountsTransaction(async (registry) => {
    const [admins, profile] = await Promise.all([registry.adminUids(), registry.profileOf(account.uid)]);
    refuseIfLastAdmin(admins, account.uid, actor.uid, 'delete your own account');
    const wasAdmin = admins.includes(account.uid);
    if (wasAdmin) registry.unregister(account.uid, false);
    registry.deleteProfile(account.uid);
    // Someone deleting their own account is not an admin action, even when they are an admin.
    if (actsAsAdmin(actor, account.uid)) {
      registry.audit(userDeleted({ uid: actor.uid, email: actor.email ?? null }, account, profile, wasAdmin));
    }
  });
  await store.deleteAuthAccount(account.uid);
}
