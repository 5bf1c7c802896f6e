/**
 * When the API refuses the session, the app signs out and goes home: any 401 while signed in (the
 * api-client reports it with the server's reason, e.g. "your access has changed" after a
 * demotion), and a 403 on the user, order or tool lists (the query cache reports it). A component
 * inside the router registers the handler that can navigate.
 */
type Handler = (reason?: string) => void;
let handler: Handler | null = null;

export function onSessionRejected(next: Handler | null) {
  handler = next;
}

export function reportSessionRejected(reason?: string) {
  handler?.(reason);
}

/** Query meta that opts a list into that behaviour. */
export const signOutOnAuthError = { signOutOnAuthError: true } as const;

/**
 * Set while the app signs someone out on purpose (useSignOut): the guards then send the page home
 * with it instead of to the login form. reactfire reports the signed-out session to the guards
 * before the sign-out's own navigation home lands, and the later of the two would otherwise win.
 */
let signingOut = false;

export function setSigningOut(value: boolean) {
  signingOut = value;
}

export function isSigningOut(): boolean {
  return signingOut;
}
