import type { NextFunction, Request, Response } from 'express';
import {
  can,
  decidedByMembership,
  PERMISSIONS,
  type Action,
  type Audience,
  type Caller,
  type Owner,
} from '@toolshub/shared';
import { auth } from '../firebase';
import { forbidden, unauthenticated } from '../errors';
import { timeStep } from '../firestore/step-timing';
import { logs } from '../logs';
import { isRegisteredAdmin } from '../repositories/accounts/accounts';

/** The signed-in caller, from a verified Firebase ID token. */
export interface AuthUser extends Caller {
  email: string | null;
  name: string | null;
  picture: string | null;
  /** The token's `email_verified` claim: true may be trusted, false may be stale (see domain/verified-email.ts). */
  emailVerified: boolean;
  /** The token's own `admin` claim, current or not (`admin` says whether it still holds). */
  adminClaim: boolean;
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
  let token;
  try {
    // checkRevoked: a deleted, disabled or demoted account's token stops working at once.
    token = await timeStep('token', () => auth().verifyIdToken(match[1]!, true));
  } catch (err) {
    logs.tokenRejected(err instanceof Error ? err.message : String(err));
    const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : null;
    if (code === 'auth/id-token-revoked') {
      throw unauthenticated('Your access has changed (an admin changed your rights or your account); sign in again');
    }
    throw unauthenticated('Your session has expired or is not valid; sign in again');
  }
  const adminClaim = token.admin === true;
  return {
    anonymous: token.firebase.sign_in_provider === 'anonymous',
    uid: token.uid,
    email: token.email?.toLowerCase() ?? null,
    name: typeof token.name === 'string' ? token.name : null,
    picture: typeof token.picture === 'string' ? token.picture : null,
    emailVerified: token.email_verified === true,
    adminClaim,
    // A claim is only as good as the registry behind it: rights taken away count at once.
    admin: adminClaim && (await timeStep('admin-registry', () => isRegisteredAdmin(token.uid))),
  };
}

/**
 * The caller of a public endpoint, when the request carries a token that verifies; null for a
 * visitor and for any token that does not (expired, malformed, revoked): a public answer never
 * fails because of a token, it only leaves out what is the caller's own (the catalogue's `yourPrice`).
 */
export async function optionalCaller(req: Request): Promise<AuthUser | null> {
  try {
    return await verify(req.headers.authorization);
  } catch {
    return null;
  }
}

/** The caller, after requireAuth or allow() has run. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

export async function requireAuth(req: Request, _res: Response, next: NextFunction) {
  const user = await verify(req.headers.authorization);
  if (!user) throw unauthenticated();
  req.user = user;
  next();
}

function refusal(action: Action) {
  const audiences: readonly Audience[] = PERMISSIONS[action];
  if (audiences.includes('owner')) return forbidden('You can only see or change your own account');
  if (audiences.includes('company-admin')) return forbidden('Only a company admin of your company can do this');
  if (audiences.includes('company-member')) return forbidden('Only a member of the company can do this');
  if (audiences.length === 1 && audiences[0] === 'admin') return forbidden('Only an admin can do this');
  return forbidden();
}

/**
 * Lets the request through when the permission table allows `action` to the caller. `ownerOf`
 * names the account the request is about (an `{email}` route's address); where the owner is only
 * known once the resource is read (an order), leave it out: any signed-in caller passes here and
 * the domain rule asks `can()` with the owner it found. Actions of company members and company
 * admins are decided the same way: any signed-in caller passes here, and the route asks `can()` with
 * the caller's stored membership (`companyRefusal` words its refusal).
 */
export function allow(action: Action, ownerOf?: (req: Request) => Owner) {
  const audiences: readonly Audience[] = PERMISSIONS[action];
  // Public actions never look at a token (an expired one must not break the catalogue).
  if (audiences.includes('visitor')) return (_req: Request, _res: Response, next: NextFunction) => next();
  return async (req: Request, _res: Response, next: NextFunction) => {
    const caller = await verify(req.headers.authorization);
    if (caller) req.user = caller;
    const ownerDecidedLater = !ownerOf && audiences.includes('owner') && caller !== null;
    const membershipDecidedLater = decidedByMembership(action) && caller !== null && !caller.anonymous;
    if (ownerDecidedLater || membershipDecidedLater || can(action, caller, ownerOf?.(req))) return next();
    if (!caller) throw unauthenticated();
    if (caller.anonymous) {
      throw forbidden('A guest session cannot do this; sign in with an e-mail address or a Google account');
    }
    throw refusal(action);
  };
}

/** The 403 for an action the caller's membership (or its absence) does not allow. */
export function companyRefusal(action: Action) {
  return refusal(action);
}
