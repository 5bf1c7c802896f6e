/**
 * When the API refuses the session (401/403 on the user, order or tool lists), the app signs out
 * and goes home. The query cache reports it here; a component inside the router registers the
 * handler that can navigate.
 */
type Handler = () => void;
let handler: Handler | null = null;

export function onSessionRejected(next: Handler | null) {
  handler = next;
}

export function reportSessionRejected() {
  handler?.();
}

/** Query meta that opts a list into that behaviour. */
export const signOutOnAuthError = { signOutOnAuthError: true } as const;
