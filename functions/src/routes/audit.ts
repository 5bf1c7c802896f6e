import { Router } from 'express';
import { API_HEADERS } from '@toolshub/shared';
import { endpoint } from '../http/endpoint';
import { parseAuditListQuery } from '../http/audit-list-query';
import { setNextLink } from '../http/paging';
import { allow } from '../middleware/auth';
import { listAudit } from '../repositories/audit/audit';

export const auditRouter = Router();

// GET /api/audit?limit=&after=&action=&targetId=&actor=   (admin: newest first; X-Total-Count)
// Read only: entries are written by the changes they record (recordAudit), never through a route.
endpoint(auditRouter, 'listAudit', allow('audit:read'), async (req, res) => {
  const page = await listAudit(parseAuditListQuery(req));
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});
