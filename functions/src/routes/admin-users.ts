import { Router } from 'express';
import { auth } from '../firebase';
import { accountByEmail, hasAdminClaim } from '../domain/accounts';
import { conflict } from '../errors';
import { parsePage, setNextLink } from '../http/paging';
import { currentUser, requireAdmin, requireAuth, requireSelfOrAdmin } from '../middleware/auth';
import { countAdmins, deleteProfile, listProfiles, upsertProfile } from '../repositories/users';

export const adminUsersRouter = Router();

const emailParam = (value: string | string[] | undefined) => String(value ?? '').toLowerCase();

/** The last admin may not leave the shop without one. */
async function refuseIfLastAdmin(uid: string, callerUid: string, what: string) {
  if (uid !== callerUid) return;
  if ((await countAdmins()) <= 1) {
    throw conflict(`You are the last admin: make someone else an admin before you ${what}`);
  }
}

// GET /api/users?limit=&after=   (admin) every profile, newest first
adminUsersRouter.get('/users', requireAuth, requireAdmin, async (req, res) => {
  const page = await listProfiles(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});

// PUT /api/user/admin/{email}   (admin) grant the admin claim; the profile mirrors it as role
adminUsersRouter.put('/user/admin/:email', requireAuth, requireAdmin, async (req, res) => {
  const account = await accountByEmail(emailParam(req.params.email));
  const already = hasAdminClaim(account);
  await auth().setCustomUserClaims(account.uid, { ...account.customClaims, admin: true });
  await upsertProfile(account.uid, { email: account.email ?? emailParam(req.params.email), role: 'admin' });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: already ? 0 : 1 });
});

// DELETE /api/user/admin/{email}   (admin) remove the admin claim
adminUsersRouter.delete('/user/admin/:email', requireAuth, requireAdmin, async (req, res) => {
  const account = await accountByEmail(emailParam(req.params.email));
  await refuseIfLastAdmin(account.uid, currentUser(req).uid, 'remove your own admin rights');
  const { admin: _dropped, ...claims } = account.customClaims ?? {};
  await auth().setCustomUserClaims(account.uid, claims);
  await upsertProfile(account.uid, { email: account.email ?? emailParam(req.params.email), role: null });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: hasAdminClaim(account) ? 1 : 0 });
});

// DELETE /api/user/{email}   (admin, or the account's owner) the Auth account and the profile go;
// their orders stay, for the records
adminUsersRouter.delete('/user/:email', requireAuth, requireSelfOrAdmin(), async (req, res) => {
  const account = await accountByEmail(emailParam(req.params.email));
  if (hasAdminClaim(account)) await refuseIfLastAdmin(account.uid, currentUser(req).uid, 'delete your own account');
  await auth().deleteUser(account.uid);
  await deleteProfile(account.uid);
  res.json({ acknowledged: true, deletedCount: 1 });
});
