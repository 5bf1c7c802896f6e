import { emailNotVerified } from '../errors';

/** What the ordering check needs of the caller: its token's claim, and a way to read the account now. */
export interface VerifiableCaller {
  uid: string;
  emailVerified: boolean;
}

export type VerifiedEmail = { verified: true; tokenIsStale: boolean };

export const NOT_VERIFIED_MESSAGE =
  'Verify your e-mail address before ordering: open the link we sent you (or ask for a new one), then try again';

/**
 * Passes a caller whose address is verified; refuses with 403 `email-not-verified` otherwise.
 * An ID token's `email_verified` is stamped when the token is made, so a `false` may be older than
 * the click on the link: the Auth record decides then, and `tokenIsStale` tells the route to ask
 * the client for a fresh token.
 */
export async function requireVerifiedEmail(
  caller: VerifiableCaller,
  accountIsVerified: (uid: string) => Promise<boolean>,
): Promise<VerifiedEmail> {
  if (caller.emailVerified) return { verified: true, tokenIsStale: false };
  if (await accountIsVerified(caller.uid)) return { verified: true, tokenIsStale: true };
  throw emailNotVerified(NOT_VERIFIED_MESSAGE);
}
