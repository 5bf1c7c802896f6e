import type { NextFunction, Request, Response } from 'express';
import { auth } from '../firebase';
import { forbidden, unauthenticated } from '../errors';
import { logs } from '../logs';

/** The signed-in caller, from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  admin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function verify(header: string | undefined): Promise<AuthUser | null> {
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <ID token>"');
  try {
    // checkRevoked: a deleted or disabled account's token stops working at once.
    const token = await auth().verifyIdToken(match[1], true);
    return {
      uid: token.uid,
      email: token.email?.toLowerCase() ?? null,
      name: typeof token.name === 'string' ? token.name : null,
      picture: typeof token.picture === 'string' ? token.picture : null,
      admin: token.admin === true,
    };
  } catch (err) {
    logs.tokenRejected(err instanceof Error ? err.message : String(err));
    throw unauthenticated('Your session has expired or is not valid; sign in again');
  }
}

/** Sets req.user when a valid token is sent; a malformed or invalid token is a 401. */
export async function optionalAuth(req: Request, _res: Response, next: NextFunction) {
  req.user = (await verify(req.headers.authorization)) ?? undefined;
  next();
}

export async function requireAuth(req: Request, _res: Response, next: NextFunction) {
  const user = await verify(req.headers.authorization);
  if (!user) throw unauthenticated();
  req.user = user;
  next();
}

/** The caller, after requireAuth has run. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!currentUser(req).admin) throw forbidden('Only an admin can do this');
  next();
}

/** For `{email}` routes: only that e-mail's owner, or an admin. */
export function requireSelfOrAdmin(param = 'email') {
  return (req: Request, _res: Response, next: NextFunction) => {
    const user = currentUser(req);
    const email = String(req.params[param] ?? '').toLowerCase();
    if (!user.admin && user.email !== email) throw forbidden('You can only see or change your own account');
    next();
  };
}
