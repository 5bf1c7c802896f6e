import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, and whether their current ID token carries the `admin` claim: 'loading' until
 * Firebase Auth has read its stored session. reactfire's sign-in check publishes it
 * (lib/signin-watch.tsx); the app reads it here.
 */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'success'; user: User | null; isAdmin: boolean }
  | { status: 'error'; error: Error };

export const LOADING_SESSION: AuthSession = { status: 'loading' };

/** Nobody signed in, known without the Firebase SDK: this browser holds no session (lib/stored-session.ts). */
export const NO_STORED_SESSION: AuthSession = { status: 'success', user: null, isAdmin: false };

let session: AuthSession = LOADING_SESSION;
const listeners = new Set<() => void>();

export function publishSession(next: AuthSession) {
  if (next === session) return;
  session = next;
  // The SDK's answer replaces the stored session's caller for good (a later sign-in starts from it).
  if (next.status !== 'loading') storedCaller = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The session; 'loading' in a server render and while a component hydrates (the HTML was made with
 * nobody known to be signed in), and until the sign-in check has answered. A store, not a context:
 * a context change would reach parts of a pre-rendered page React has not hydrated yet (a lazy
 * route whose code is still loading), and React would redraw them from scratch.
 */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => LOADING_SESSION,
  );
}

/**
 * Whether reactfire's sign-in check is wanted on this page: a stored session was found, or
 * something started Firebase Auth (a sign-in, a registration), after which only the SDK knows.
 */
let watchWanted = false;
const watchListeners = new Set<() => void>();

export function requestSigninWatch() {
  if (watchWanted) return;
  watchWanted = true;
  // A sign-in is under way: the guards wait for reactfire rather than read "nobody" meanwhile.
  if (session === NO_STORED_SESSION) publishSession(LOADING_SESSION);
  watchListeners.forEach((listener) => listener());
}

export function isSigninWatchWanted(): boolean {
  return watchWanted;
}

export function subscribeSigninWatchRequest(listener: () => void) {
  watchListeners.add(listener);
  return () => void watchListeners.delete(listener);
}

/**
 * The ID token of the stored session (lib/stored-session.ts), for the API calls a signed-in page
 * starts before the Auth SDK has loaded (app/prefetch-signed-in-page.ts): the same token the SDK
 * would send, read without it. Retired as soon as the SDK starts (lib/firebase.ts); from then on
 * only the SDK signs calls. Never used within a minute of its expiry.
 */
const STORED_TOKEN_MARGIN_MS = 60_000;
let storedIdToken: { idToken: string; expiresAt: number } | null = null;
let sdkStarted = false;

/** Ignored once the SDK has started: it alone then knows who is signed in. */
export function signEarlyCallsWith(token: { idToken: string; expiresAt: number } | null) {
  if (!sdkStarted) storedIdToken = token;
}

/**
 * Who the stored session says is signed in (its uid, e-mail and `admin` claim), while the SDK has
 * not answered yet: a signed-in page's guards and drawer open on it and the page draws its data
 * (fetched with the stored token) instead of waiting for the SDK's download and its round trip to
 * the Auth server. Only while the session is loading: the SDK's answer replaces it, and a stored
 * session the SDK no longer honours (signed out elsewhere, a deleted account) goes to /login then.
 * What it shows is for display only; the API checks every call's token.
 */
export interface StoredCaller {
  uid: string;
  email: string | null;
  admin: boolean;
}

let storedCaller: StoredCaller | null = null;
const storedCallerListeners = new Set<() => void>();

/** Set from the stored session when its token may still sign calls (app/prefetch-signed-in-page.ts). */
export function publishStoredCaller(caller: StoredCaller | null) {
  // Read too late (the SDK has answered): the SDK's session stands.
  if (caller && session.status !== 'loading') return;
  if (caller === storedCaller) return;
  storedCaller = caller;
  storedCallerListeners.forEach((listener) => listener());
}

function subscribeStoredCaller(listener: () => void) {
  storedCallerListeners.add(listener);
  return () => void storedCallerListeners.delete(listener);
}

/** The stored session's caller while the session is loading, else null (see StoredCaller). */
export function useStoredCaller(): StoredCaller | null {
  const session = useAuthSession();
  const caller = useSyncExternalStore(
    subscribeStoredCaller,
    () => storedCaller,
    () => null,
  );
  return session.status === 'loading' ? caller : null;
}

export function retireStoredIdToken() {
  sdkStarted = true;
  storedIdToken = null;
}

/** The stored session's ID token while it may still sign calls, else null. */
export function earlyIdToken(now = Date.now()): string | null {
  return storedIdToken && storedIdToken.expiresAt - now > STORED_TOKEN_MARGIN_MS ? storedIdToken.idToken : null;
}
