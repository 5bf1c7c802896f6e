import type { Request, Response } from 'express';
import { API_HEADERS } from '@toolshub/shared';
import { badRequest } from '../errors';

/** A strong ETag for a resource version. */
export function setETag(res: Response, version: string) {
  res.setHeader(API_HEADERS.etag, `"${version}"`);
}

/**
 * The version an If-Match header names, or null without one; `*` or a list is refused, with a
 * message naming the read that sends the ETag (`source`).
 */
export function readIfMatch(req: Request, source = 'GET /api/tool/{id}'): string | null {
  const value = req.headers[API_HEADERS.ifMatch.toLowerCase()];
  if (value === undefined) return null;
  const match = typeof value === 'string' ? /^"([0-9]{1,20}\.[0-9]{1,9})"$/.exec(value.trim()) : null;
  if (!match?.[1]) {
    const message = `${API_HEADERS.ifMatch} must be the ETag that ${source} sent`;
    throw badRequest(message, { [API_HEADERS.ifMatch]: message });
  }
  return match[1];
}

/**
 * Whether the request's If-None-Match names `etag` (a quoted ETag as sent; `*`, a list, and weak
 * forms count, as RFC 9110 compares them for GET). Checked here, not with Express's req.fresh: that
 * treats a request's `Cache-Control: no-cache` (which Hosting adds to every request it passes to
 * a function) as "never fresh", though the client's validator still says which copy it holds.
 */
export function ifNoneMatchHolds(req: Request, etag: string): boolean {
  const value = req.headers['if-none-match'];
  if (typeof value !== 'string') return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag));
}
