import { Router } from 'express';
import { API_HEADERS, postInquiryBodySchema } from '@toolshub/shared';
import { config } from '../config';
import { tooManyRequests } from '../errors';
import { endpoint } from '../http/endpoint';
import { parsePage, setNextLink } from '../http/paging';
import { allow } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { addInquiry, countInquiries, listInquiries } from '../repositories/inquiries';

export const inquiriesRouter = Router();

function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// POST /api/inquiry  (public: the home page's "customize your order" banner)
endpoint(inquiriesRouter, 'postInquiry', allow('inquiries:create'), async (req, res) => {
  const { email } = await validate(postInquiryBodySchema, req.body);
  const result = await addInquiry(email.toLowerCase(), config.inquiryRateLimit);
  if (!result.accepted) {
    throw tooManyRequests(
      `We already have ${config.inquiryRateLimit.max} requests from this address; please try again in ${waitInWords(result.retryAfterMs)}`,
      Math.ceil(result.retryAfterMs / 1000),
    );
  }
  res.status(201);
  return { acknowledged: true, insertedId: result.id };
});

// GET /api/inquiries?limit=&after=  (admin: newest first; X-Total-Count carries the total)
endpoint(inquiriesRouter, 'listInquiries', allow('inquiries:read'), async (req, res) => {
  const [page, total] = await Promise.all([listInquiries(parsePage(req)), countInquiries()]);
  setNextLink(req, res, page.nextCursor);
  res.setHeader(API_HEADERS.totalCount, String(total));
  return page.items;
});
