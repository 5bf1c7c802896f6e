import type { Request } from 'express';
import { CREATED_SORTS, type CreatedSort } from '@toolshub/shared';
import { badRequest } from '../errors';
import { single } from './paging';

export const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/** 400 naming every query parameter the endpoint does not know. */
export function refuseUnknownParams(req: Pick<Request, 'query'>, known: readonly string[], endpoint: string): void {
  const unknown = Object.keys(req.query).filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  const fields = Object.fromEntries(unknown.map((name) => [name, `Unknown parameter ${name}`]));
  throw badRequest(`Unknown parameter ${unknown.join(', ')}; ${endpoint} takes ${known.join(', ')}`, fields);
}

/** A parameter that must be one of `values` (absent or empty: undefined). */
export function oneOf<T extends string>(
  req: Pick<Request, 'query'>,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = single(req.query[name], name) || undefined;
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) throw refuse(name, `${name} must be one of ${values.join(', ')}`);
  return raw as T;
}

/** `true` or `false` (absent or empty: undefined). */
export function booleanParam(req: Pick<Request, 'query'>, name: string): boolean | undefined {
  const raw = single(req.query[name], name) || undefined;
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw refuse(name, `${name} must be true or false`);
  return raw === 'true';
}

/** `?sort=newest|oldest` of the lists in creation order (users, inquiries); newest by default. */
export const createdSort = (req: Pick<Request, 'query'>): CreatedSort => oneOf(req, 'sort', CREATED_SORTS) ?? 'newest';
