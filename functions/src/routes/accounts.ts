import { Router, type Request } from 'express';
import {
  API_HEADERS,
  profilePhotoOf,
  putCurrentUserBodySchema,
  updateProfileBodySchema,
  type Owner,
} from '@toolshub/shared';
import { accountByEmail, deleteAccount, grantAdmin, revokeAdmin } from '../domain/admin-rights';
import { firestoreAdminRightsStore } from '../repositories/accounts/admin-rights-store';
import { isOwnImageUrl } from '../domain/image-urls';
import { config } from '../config';
import { verificationMail } from '../domain/verification-mail';
import { badRequest, conflict, notFound, tooManyRequests } from '../errors';
import { endpoint } from '../http/endpoint';
import { createdSort } from '../http/list-params';
import { parsePage, setNextLink } from '../http/paging';
import { emailParam } from '../http/path-param';
import { allow, currentUser, type AuthUser } from '../middleware/auth';
import { validate } from '../validate';
import {
  emailVerificationLink,
  googlePhotoOf,
  isEmailVerified,
  isRegisteredAdmin,
} from '../repositories/accounts/accounts';
import { queueVerificationMail } from '../repositories/mail/verification-mail';
import { countProfiles, findProfileByUid, listProfiles, upsertProfile } from '../repositories/accounts/users';

export const accountsRouter = Router();

/** `{email}` routes are about the account with that address. */
const ownerIsEmailParam = (req: Request): Owner => ({ email: emailParam(req) });

/** The uid behind an {email} route: the caller's own, or (for an admin) whoever owns it. */
async function uidFor(email: string, caller: AuthUser): Promise<string> {
  if (caller.email === email) return caller.uid;
  return (await accountByEmail(firestoreAdminRightsStore, email)).uid;
}

/** A profile photo must be an image of ours or the account's own Google photo. */
async function checkPhoto(uid: string, photoURL: string | undefined) {
  if (!photoURL) return;
  const ownGooglePhoto = photoURL.startsWith('https://lh3.googleusercontent.com/') ? await googlePhotoOf(uid) : null;
  if (!isOwnImageUrl(photoURL, 'avatars', { ownGooglePhoto, ownerUid: uid })) {
    const message = 'The photo must be uploaded to this shop (an outside image link is not accepted)';
    throw badRequest(message, { photoURL: message });
  }
}

// PUT /api/user/{email}   body { currentUser: { email, displayName, photoURL } }, sent after every sign-in
endpoint(accountsRouter, 'syncCurrentUser', allow('profile:update', ownerIsEmailParam), async (req) => {
  const email = emailParam(req);
  const { currentUser: body } = await validate(putCurrentUserBodySchema, req.body);
  if (body.email.toLowerCase() !== email) {
    throw badRequest('The e-mail in the body must match the e-mail in the path', { 'currentUser.email': 'Mismatch' });
  }
  const uid = await uidFor(email, currentUser(req));
  const photoURL = body.photoURL ? profilePhotoOf(body.photoURL) : '';
  await checkPhoto(uid, photoURL || undefined);
  const existing = await findProfileByUid(uid);
  // A sign-in never wipes what the profile already has; the role is never written from here.
  return upsertProfile(uid, {
    email,
    displayName: body.displayName || existing?.displayName || '',
    photoURL: photoURL || existing?.photoURL || '',
  });
});

// GET /api/user/{email}
endpoint(accountsRouter, 'getProfile', allow('profile:read', ownerIsEmailParam), async (req) => {
  const email = emailParam(req);
  const profile = await findProfileByUid(await uidFor(email, currentUser(req)));
  if (!profile) throw notFound(`No profile for ${email}`);
  return profile;
});

// PUT /api/user/update/{email}   body { displayName?, photoURL?, education?, location?, phoneNumber?,
// email? (sent at registration: must be the path's) }
endpoint(accountsRouter, 'updateProfile', allow('profile:update', ownerIsEmailParam), async (req) => {
  const email = emailParam(req);
  const { email: bodyEmail, ...body } = await validate(updateProfileBodySchema, req.body);
  if (bodyEmail && bodyEmail.toLowerCase() !== email) {
    throw badRequest('The e-mail in the body must match the e-mail in the path', { email: 'Mismatch' });
  }
  const uid = await uidFor(email, currentUser(req));
  if (body.photoURL) body.photoURL = profilePhotoOf(body.photoURL);
  await checkPhoto(uid, body.photoURL || undefined);
  const existing = await findProfileByUid(uid);
  if (!existing) throw notFound(`No profile for ${email}`);
  // Empty fields keep their stored values.
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v !== ''));
  const profile = await upsertProfile(uid, changes);
  return { acknowledged: true, matchedCount: 1, modifiedCount: Object.keys(changes).length ? 1 : 0, profile };
});

// GET /api/admin/{email}   { admin: boolean }: the account's rights as the registry and claim hold them now
endpoint(accountsRouter, 'getAdminStatus', allow('admin-status:read', ownerIsEmailParam), async (req, res) => {
  const caller = currentUser(req);
  const account = await accountByEmail(firestoreAdminRightsStore, emailParam(req));
  const admin = account.adminClaim && (await isRegisteredAdmin(account.uid));
  // The caller's own token is older than a change of its claim: tell the client to refresh it.
  if (caller.uid === account.uid && caller.adminClaim !== account.adminClaim) {
    res.setHeader(API_HEADERS.claimsChanged, 'true');
  }
  return { admin };
});

// POST /api/user/verification   (signed in, address not verified yet) a verification message to the
// caller's own address, through the mail path; a few an hour per account (429 past that)
endpoint(accountsRouter, 'sendVerificationEmail', allow('account:verify-email'), async (req, res) => {
  const user = currentUser(req);
  if (!user.email) throw badRequest('Your account has no e-mail address to verify');
  if (user.emailVerified || (await isEmailVerified(user.uid))) {
    // The token still says unverified: the client refreshes it (api-client.ts) and the banner goes.
    if (!user.emailVerified) res.setHeader(API_HEADERS.claimsChanged, 'true');
    throw conflict('Your e-mail address is already verified');
  }
  const link = await emailVerificationLink(user.email, `${config.publicSiteUrl()}/`);
  const limit = config.verificationMailLimit;
  const result = await queueVerificationMail(verificationMail(user.email, user.name, link), {
    scope: 'verification-mail',
    key: user.uid,
    limit,
  });
  if (!result.queued) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
    throw tooManyRequests(
      `We have sent ${limit.max} verification messages in the last hour; please check your inbox or ask again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
      Math.ceil(result.retryAfterMs / 1000),
    );
  }
  res.status(202);
  return { acknowledged: true, queuedId: result.mailId, email: user.email };
});

// DELETE /api/user/{email}   (admin, or the account's owner) the Auth account and the profile go;
// their orders stay, for the records
endpoint(accountsRouter, 'deleteUser', allow('account:delete', ownerIsEmailParam), async (req) => {
  await deleteAccount(firestoreAdminRightsStore, emailParam(req), currentUser(req));
  return { acknowledged: true, deletedCount: 1 };
});

// GET /api/users?sort=newest|oldest&limit=&after=   (admin) every profile, newest first by default;
// X-Total-Count: every profile
endpoint(accountsRouter, 'listUsers', allow('users:read'), async (req, res) => {
  const [page, total] = await Promise.all([listProfiles(parsePage(req), createdSort(req)), countProfiles()]);
  setNextLink(req, res, page.nextCursor);
  res.setHeader(API_HEADERS.totalCount, String(total));
  return page.items;
});

// PUT /api/user/admin/{email}   (admin) grant admin rights
endpoint(accountsRouter, 'grantAdmin', allow('admins:grant'), async (req) => {
  const caller = currentUser(req);
  const { changed } = await grantAdmin(firestoreAdminRightsStore, emailParam(req), {
    uid: caller.uid,
    email: caller.email,
  });
  return { acknowledged: true, matchedCount: 1, modifiedCount: changed ? 1 : 0 };
});

// DELETE /api/user/admin/{email}   (admin) take admin rights away, at once
endpoint(accountsRouter, 'revokeAdmin', allow('admins:revoke'), async (req) => {
  const caller = currentUser(req);
  const { changed } = await revokeAdmin(firestoreAdminRightsStore, emailParam(req), {
    uid: caller.uid,
    email: caller.email,
  });
  return { acknowledged: true, matchedCount: 1, modifiedCount: changed ? 1 : 0 };
});
