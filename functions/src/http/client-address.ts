import type { Request } from 'express';

/**
 * The caller's address, for per-client limits. Behind Firebase Hosting (and its emulator) the
 * request reaches the function through a proxy that puts the client's address first in
 * X-Forwarded-For; without it, the socket's address. A client can prepend a made-up address of
 * its own, which is why this limit is one of several (per mailbox, and for the whole shop).
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}
