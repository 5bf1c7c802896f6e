import type { Request, Response } from 'express';
import { API_HEADERS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@toolshub/shared';
import { badRequest } from '../errors';
import { decodeCursor } from '../firestore/cursor';
import type { PageRequest } from '../firestore/paged-query';

/** A query parameter given at most once, or a 400. */
export function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Give ${name} once`, { [name]: `Give ${name} once` });
  return value;
}

export const badCursor = () => badRequest('after is not a valid cursor', { after: 'after is not a valid cursor' });

/** `?limit=N`: 1..MAX, default DEFAULT; anything else is a 400. */
export function parseLimit(req: Pick<Request, 'query'>, defaultLimit = DEFAULT_PAGE_SIZE): number {
  const rawLimit = single(req.query.limit, 'limit');
  if (rawLimit === undefined) return defaultLimit;
  if (!/^[0-9]{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_PAGE_SIZE) {
    const message = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
    throw badRequest(message, { limit: message });
  }
  return Number(rawLimit);
}

/** `?limit=N` (1..MAX, default DEFAULT) and `?after=<cursor>`; anything else is a 400. */
export function parsePage(req: Request, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  const limit = parseLimit(req, defaultLimit);
  const rawAfter = single(req.query.after, 'after');
  if (rawAfter === undefined) return { limit, after: null };
  const after = decodeCursor(rawAfter);
  if (!after) throw badCursor();
  return { limit, after };
}

/** Adds `Link: <...>; rel="next"` when there is another page. */
export function setNextLink(req: Request, res: Response, nextCursor: string | null) {
  if (!nextCursor) return;
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set('after', nextCursor);
  res.setHeader(API_HEADERS.link, `<${url.pathname}${url.search}>; rel="next"`);
}
