import type { Request } from 'express';
import { notFound } from '../errors';

/** A named `:param` of the route. Express types them loosely once middleware sits in between. */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== 'string') throw notFound(`No such API route: ${req.method} ${req.originalUrl}`);
  return value;
}
