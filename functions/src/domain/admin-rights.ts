import type { Caller } from '@toolshub/shared';
import { ApiError, conflict, notFound } from '../errors';
import { firestoreOrderStore, pendingOrderIdsOf } from '../repositories/orders';
import { actsAsAdmin, adminGranted, adminRevoked, OPERATOR, userDeleted, type AuditActor } from './audit-records';
import { cancelOrder } from './cancel-order';
import {
  accountsTransaction,
  deleteAuthAccount,
  findAccountByEmail,
  revokeSessions,
  setAdminClaim,
  type Account,
} from '../repositories/accounts';

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
export async function accountByEmail(email: string): Promise<Account> {
  const account = await findAccountByEmail(email);
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
export async function grantAdmin(email: string, actor: AuditActor = OPERATOR): Promise<ChangeResult> {
  const account = await accountByEmail(email);
  const wasRegistered = await accountsTransaction(async (registry) => {
    const [registered, hasProfile] = await Promise.all([
      registry.isAdmin(account.uid),
      registry.hasProfile(account.uid),
    ]);
    registry.register(account, hasProfile);
    if (!registered) registry.audit(adminGranted(actor, account));
    return registered;
  });
  if (!account.adminClaim) await setAdminClaim(account, true);
  return { changed: !wasRegistered || !account.adminClaim };
}

/**
 * Takes the rights away at once: the registry entry (with its audit entry, in one transaction),
 * then the claim and every open session.
 */
export async function revokeAdmin(email: string, actor: AuditActor): Promise<ChangeResult> {
  const account = await accountByEmail(email);
  const wasRegistered = await accountsTransaction(async (registry) => {
    const [admins, hasProfile] = await Promise.all([registry.adminUids(), registry.hasProfile(account.uid)]);
    refuseIfLastAdmin(admins, account.uid, actor.uid, 'remove your own admin rights');
    if (!admins.includes(account.uid)) return false;
    registry.unregister(account.uid, hasProfile);
    registry.audit(adminRevoked(actor, account));
    return true;
  });
  const changed = wasRegistered || account.adminClaim;
  if (account.adminClaim) await setAdminClaim(account, false);
  // The demoted person's ID token still says admin for up to an hour: end it now.
  if (changed) await revokeSessions(account.uid);
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
export async function deleteAccount(email: string, actor: Caller): Promise<void> {
  const account = await accountByEmail(email);
  const admins = await accountsTransaction((registry) => registry.adminUids());
  refuseIfLastAdmin(admins, account.uid, actor.uid, 'delete your own account');
  for (const orderId of await pendingOrderIdsOf(account.uid)) {
    try {
      await cancelOrder(firestoreOrderStore, orderId, actor);
    } catch (err) {
      // Moved on (an admin started processing it) since it was listed: it stays, for the books.
      if (!(err instanceof ApiError && err.code === 'conflict')) throw err;
    }
  }
  await accountsTransaction(async (registry) => {
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
  await deleteAuthAccount(account.uid);
}
