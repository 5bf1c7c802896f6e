import type { Request, Response } from 'express';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@toolshub/shared';
import { badRequest } from '../errors';

export interface PageRequest {
  limit: number;
  after: string | null;
}

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Give ${name} once`, { [name]: `Give ${name} once` });
  return value;
}

/** `?limit=N` (1..MAX, default DEFAULT) and `?after=<cursor>`. */
export function parsePage(req: Request, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  const rawLimit = single(req.query.limit, 'limit');
  let limit = defaultLimit;
  if (rawLimit !== undefined) {
    if (!/^[0-9]{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_PAGE_SIZE) {
      const message = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
      throw badRequest(message, { limit: message });
    }
    limit = Number(rawLimit);
  }
  const after = single(req.query.after, 'after') ?? null;
  if (after !== null && (after.length === 0 || after.length > 500)) {
    throw badRequest('after is not a valid cursor', { after: 'after is not a valid cursor' });
  }
  return { limit, after };
}

/** Adds `Link: <...>; rel="next"` when there is another page. */
export function setNextLink(req: Request, res: Response, nextCursor: string | null) {
  if (!nextCursor) return;
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set('after', nextCursor);
  res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** Cursors are opaque to clients: base64url of the last item's sort key. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(cursor: string): [number, string] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts) && parts.length === 2 && typeof parts[0] === 'number' && typeof parts[1] === 'string') {
      return [parts[0], parts[1]];
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('after is not a valid cursor', { after: 'after is not a valid cursor' });
}
