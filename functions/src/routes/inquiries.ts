import { Router } from 'express';
import { API_HEADERS, postInquiryBodySchema } from '@toolshub/shared';
import { config } from '../config';
import { tooManyRequests } from '../errors';
import { inquiryReceivedMail } from '../domain/inquiry-mail';
import { normaliseMailbox } from '../domain/mailbox';
import { clientAddress } from '../http/client-address';
import { endpoint } from '../http/endpoint';
import { createdSort } from '../http/list-params';
import { parsePage, setNextLink } from '../http/paging';
import { allow } from '../middleware/auth';
import { validate } from '../validate';
import { adminAddresses } from '../repositories/accounts/accounts';
import { addInquiry, countInquiries, listInquiries } from '../repositories/inquiries';

export const inquiriesRouter = Router();

function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What a refusal says, by the quota that was full. */
function refusal(scope: string, retryAfterMs: number): string {
  const wait = waitInWords(retryAfterMs);
  if (scope === 'inquiry-mailbox') {
    return `We already have ${config.inquiryLimits.perMailbox.max} requests from this address; please try again in ${wait}`;
  }
  if (scope === 'inquiry-client') return `Too many requests from your network; please try again in ${wait}`;
  return `We are receiving a great many requests just now; please try again in ${wait}`;
}

// POST /api/inquiry  (public: the home page's "customize your order" banner)
endpoint(inquiriesRouter, 'postInquiry', allow('inquiries:create'), async (req, res) => {
  const { email } = await validate(postInquiryBodySchema, req.body);
  const { perMailbox, perClient, wholeShop } = config.inquiryLimits;
  const address = email.toLowerCase();
  const mail = inquiryReceivedMail(address, await adminAddresses());
  const result = await addInquiry(
    address,
    [
      { scope: 'inquiry-mailbox', key: normaliseMailbox(email), limit: perMailbox },
      { scope: 'inquiry-client', key: clientAddress(req), limit: perClient },
      { scope: 'inquiry-shop', key: 'all', limit: wholeShop },
    ],
    mail,
  );
  if (!result.accepted) {
    throw tooManyRequests(refusal(result.scope, result.retryAfterMs), Math.ceil(result.retryAfterMs / 1000));
  }
  res.status(201);
  return { acknowledged: true, insertedId: result.id };
});

// GET /api/inquiries?sort=newest|oldest&limit=&after=  (admin: newest first; X-Total-Count carries the total)
endpoint(inquiriesRouter, 'listInquiries', allow('inquiries:read'), async (req, res) => {
  const [page, total] = await Promise.all([listInquiries(parsePage(req), createdSort(req)), countInquiries()]);
  setNextLink(req, res, page.nextCursor);
  res.setHeader(API_HEADERS.totalCount, String(total));
  return page.items;
});
