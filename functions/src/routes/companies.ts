import { Router } from 'express';
import { API_HEADERS, patchCompanyBodySchema } from '@toolshub/shared';
import { companyListQuery } from '../http/company-params';
import { endpoint } from '../http/endpoint';
import { setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { listCompanies, updateCompany } from '../repositories/companies/companies';

/** The shop admin's trade accounts: the companies grid and its edits. */
export const companiesRouter = Router();

// GET /api/companies?sort=name|newest&status=active|on-hold&limit=&after=  (shop admin; X-Total-Count)
endpoint(companiesRouter, 'listCompanies', allow('companies:read'), async (req, res) => {
  const { sort, status, page } = companyListQuery(req);
  const result = await listCompanies({ sort, status }, page);
  setNextLink(req, res, result.nextCursor);
  res.setHeader(API_HEADERS.totalCount, String(result.totalCount));
  return result.items;
});

// PATCH /api/companies/{id}  (shop admin): { paymentTermsDays?, creditLimit?, status?, holdReason? }, audited
endpoint(companiesRouter, 'updateCompany', allow('companies:update'), async (req) => {
  const user = currentUser(req);
  const body = await validate(patchCompanyBodySchema, req.body);
  return updateCompany(pathParam(req, 'id'), body, { uid: user.uid, email: user.email });
});
