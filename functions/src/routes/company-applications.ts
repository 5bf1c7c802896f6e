import { Router } from 'express';
import { API_HEADERS, companyApplicationBodySchema, decideCompanyApplicationBodySchema } from '@toolshub/shared';
import { forbidden } from '../errors';
import { resolveCallerIdentity } from '../domain/caller-identity';
import { requireVerifiedEmail } from '../domain/verified-email';
import { applicationListQuery } from '../http/company-params';
import { endpoint } from '../http/endpoint';
import { setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { isEmailVerified } from '../repositories/accounts/accounts';
import { findProfileRecord } from '../repositories/accounts/users';
import {
  applyForCompany,
  decideApplication,
  listApplications,
} from '../repositories/company-applications/applications';

export const companyApplicationsRouter = Router();

// POST /api/company-applications  (a verified account in no company, without a pending application)
endpoint(companyApplicationsRouter, 'applyForCompany', allow('company-applications:create'), async (req, res) => {
  const user = currentUser(req);
  const body = await validate(companyApplicationBodySchema, req.body);
  if (!user.email) throw forbidden('Your account has no e-mail address; add one before applying');
  const { tokenIsStale } = await requireVerifiedEmail(user, isEmailVerified);
  if (tokenIsStale) res.setHeader(API_HEADERS.claimsChanged, 'true');
  const identity = await resolveCallerIdentity(user, findProfileRecord);
  const id = await applyForCompany(
    { uid: user.uid, name: identity.name ?? user.email, email: user.email },
    { companyName: body.companyName, taxId: body.taxId, address: body.address, phone: body.phone },
  );
  res.status(201);
  return { id };
});

// GET /api/company-applications?status=pending|approved|rejected&limit=&after=  (shop admin; X-Total-Count)
endpoint(companyApplicationsRouter, 'listCompanyApplications', allow('company-applications:read'), async (req, res) => {
  const { status, page } = applicationListQuery(req);
  const result = await listApplications(status, page);
  setNextLink(req, res, result.nextCursor);
  res.setHeader(API_HEADERS.totalCount, String(result.totalCount));
  return result.items;
});

// PATCH /api/company-applications/{id}  (shop admin): approve (makes the company) or reject; mailed and audited
endpoint(companyApplicationsRouter, 'decideCompanyApplication', allow('company-applications:decide'), async (req) => {
  const user = currentUser(req);
  const body = await validate(decideCompanyApplicationBodySchema, req.body);
  return decideApplication(pathParam(req, 'id'), body, { uid: user.uid, email: user.email });
});
