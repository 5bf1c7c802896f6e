import type { Request } from 'express';
import { MAX_EMAIL_LENGTH } from '@toolshub/shared';
import { badRequest, notFound } from '../errors';

/** A named `:param` of the route. Express types them loosely once middleware sits in between. */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== 'string') throw notFound(`No such API route: ${req.method} ${req.originalUrl}`);
  return value;
}

/** The `{email}` of an account route, lower-cased; longer than any address can be is a 400. */
export function emailParam(req: Request, name = 'email'): string {
  const email = pathParam(req, name).toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH) {
    throw badRequest('That is not an e-mail address', { email: 'That is not an e-mail address' });
  }
  return email;
}
