import { Router } from 'express';
import { profileFormSchema, putCurrentUserBodySchema } from '@toolshub/shared';
import { isOwnImageUrl } from '../domain/image-urls';
import { accountByEmail, hasAdminClaim } from '../domain/accounts';
import { badRequest, notFound } from '../errors';
import { currentUser, requireAuth, requireSelfOrAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { findProfileByUid, upsertProfile } from '../repositories/users';

export const usersRouter = Router();

/** Header telling the client its ID token's claims are stale: it should force a token refresh. */
export const CLAIMS_CHANGED_HEADER = 'X-Claims-Changed';

const emailParam = (value: string | string[] | undefined) => String(value ?? '').toLowerCase();

/** The uid behind an {email} route: the caller's own, or (for an admin) whoever owns it. */
async function uidFor(email: string, caller: { uid: string; email: string | null }): Promise<string> {
  if (caller.email === email) return caller.uid;
  return (await accountByEmail(email)).uid;
}

function checkPhoto(photoURL: string | undefined) {
  if (photoURL && !isOwnImageUrl(photoURL, 'avatars')) {
    const message = 'The photo must be uploaded to this shop (an outside image link is not accepted)';
    throw badRequest(message, { photoURL: message });
  }
}

// PUT /api/user/{email}   body { currentUser: { email, displayName, photoURL } }, sent after every sign-in
usersRouter.put('/user/:email', requireAuth, requireSelfOrAdmin(), async (req, res) => {
  const email = emailParam(req.params.email);
  const { currentUser: body } = await validate(putCurrentUserBodySchema, req.body);
  if (body.email.toLowerCase() !== email) {
    throw badRequest('The e-mail in the body must match the e-mail in the path', { 'currentUser.email': 'Mismatch' });
  }
  checkPhoto(body.photoURL || undefined);
  const caller = currentUser(req);
  const uid = await uidFor(email, caller);
  const existing = await findProfileByUid(uid);
  const profile = await upsertProfile(uid, {
    email,
    // A sign-in never wipes what the profile already has.
    displayName: body.displayName || existing?.displayName || '',
    photoURL: body.photoURL || existing?.photoURL || '',
    // The users document mirrors the claim, for listing only.
    ...(caller.uid === uid ? { role: caller.admin ? 'admin' : null } : {}),
  });
  res.json(profile);
});

// GET /api/user/{email}
usersRouter.get('/user/:email', requireAuth, requireSelfOrAdmin(), async (req, res) => {
  const email = emailParam(req.params.email);
  const profile = await findProfileByUid(await uidFor(email, currentUser(req)));
  if (!profile) throw notFound(`No profile for ${email}`);
  res.json(profile);
});

// PUT /api/user/update/{email}   body { displayName?, photoURL?, education?, location?, phoneNumber? }
usersRouter.put('/user/update/:email', requireAuth, requireSelfOrAdmin(), async (req, res) => {
  const email = emailParam(req.params.email);
  const body = await validate(profileFormSchema.noUnknown(true, 'Unknown field: ${unknown}'), req.body);
  checkPhoto(body.photoURL || undefined);
  const uid = await uidFor(email, currentUser(req));
  const existing = await findProfileByUid(uid);
  if (!existing) throw notFound(`No profile for ${email}`);
  // Empty fields keep their stored values.
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v !== ''));
  const profile = await upsertProfile(uid, changes);
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: Object.keys(changes).length ? 1 : 0, profile });
});

// GET /api/admin/{email}   { admin: boolean } from the account's current custom claim
usersRouter.get('/admin/:email', requireAuth, requireSelfOrAdmin(), async (req, res) => {
  const email = emailParam(req.params.email);
  const caller = currentUser(req);
  const account = await accountByEmail(email);
  const admin = hasAdminClaim(account);
  // The caller's own token is older than a change of its claim: tell the client to refresh it.
  if (caller.uid === account.uid && caller.admin !== admin) res.setHeader(CLAIMS_CHANGED_HEADER, 'true');
  res.json({ admin });
});
