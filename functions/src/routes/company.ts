import { Router } from 'express';
import {
  API_HEADERS,
  companyInvitationBodySchema,
  patchCompanyMemberBodySchema,
  putCompanyLocationsBodySchema,
} from '@toolshub/shared';
import { forbidden } from '../errors';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { requireVerifiedEmail } from '../domain/verified-email';
import { endpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { isEmailVerified } from '../repositories/accounts/accounts';
import { findProfileRecord } from '../repositories/accounts/users';
import { companyOf, putLocations, removeMember, updateMember } from '../repositories/companies/membership';
import {
  acceptInvitation,
  findInvitationFor,
  inviteMember,
  revokeInvitation,
} from '../repositories/company-invitations/invitations';

/**
 * The caller's company. The permission table's `company:read` / `company:manage` are decided by the
 * caller's stored membership, read inside each change's transaction (repositories/companies/membership.ts):
 * an account in no company reads null as its company and gets 404 for a change, a buyer 403 for what
 * only company admins do, and another company's members and invitations are 404.
 */
export const companyRouter = Router();

// GET /api/company  (any member; company admins also get members and open invitations; null in no company)
endpoint(companyRouter, 'getCompany', allow('company:read'), async (req) => companyOf(currentUser(req).uid));

// POST /api/company/invitations  (company admin): { email, role, spendingLimit? } → 201 { id }, the invitee mailed
endpoint(companyRouter, 'inviteCompanyMember', allow('company:manage'), async (req, res) => {
  const user = currentUser(req);
  const body = await validate(companyInvitationBodySchema, req.body);
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  const id = await inviteMember(
    { uid: user.uid, name: identity.name ?? user.email ?? '', email: user.email },
    { email: body.email, role: body.role, spendingLimit: body.spendingLimit },
  );
  res.status(201);
  return { id };
});

// GET /api/company/invitations/{id}  (the invited address, or the company's admins; 404 for anyone else)
endpoint(companyRouter, 'getCompanyInvitation', allow('company-invitations:accept'), async (req) =>
  findInvitationFor(pathParam(req, 'id'), currentUser(req)),
);

// POST /api/company/invitations/{id}/accept  (the invited address, verified, in no company)
endpoint(companyRouter, 'acceptCompanyInvitation', allow('company-invitations:accept'), async (req, res) => {
  const user = currentUser(req);
  if (!user.email) throw forbidden('Your account has no e-mail address');
  const { tokenIsStale } = await requireVerifiedEmail(user, isEmailVerified);
  if (tokenIsStale) res.setHeader(API_HEADERS.claimsChanged, 'true');
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  return acceptInvitation(pathParam(req, 'id'), {
    uid: user.uid,
    email: user.email,
    name: identity.name ?? user.email,
  });
});

// DELETE /api/company/invitations/{id}  (company admin)
endpoint(companyRouter, 'revokeCompanyInvitation', allow('company:manage'), async (req) => {
  const revoked = await revokeInvitation(currentUser(req).uid, pathParam(req, 'id'));
  return { acknowledged: true, deletedCount: revoked ? 1 : 0 };
});

// PATCH /api/company/members/{uid}  (company admin): { role?, spendingLimit? }; 409 demoting the last admin
endpoint(companyRouter, 'updateCompanyMember', allow('company:manage'), async (req) => {
  const body = await validate(patchCompanyMemberBodySchema, req.body);
  return updateMember(currentUser(req).uid, pathParam(req, 'uid'), body);
});

// DELETE /api/company/members/{uid}  (company admin); 409 for the last admin
endpoint(companyRouter, 'removeCompanyMember', allow('company:manage'), async (req) => {
  await removeMember(currentUser(req).uid, pathParam(req, 'uid'));
  return { acknowledged: true, deletedCount: 1 };
});

// PUT /api/company/locations  (company admin): { locations: [{ id?, name, address, phone }] } (1-20)
endpoint(companyRouter, 'putCompanyLocations', allow('company:manage'), async (req) => {
  const body = await validate(putCompanyLocationsBodySchema, req.body);
  return putLocations(currentUser(req).uid, body.locations);
});
