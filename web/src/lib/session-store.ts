import type { User } from 'firebase/auth';
import { useDeferredValue, useRef, useSyncExternalStore } from 'react';

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

/**
 * What the hooks read: the session and the stored session's caller (below) as one value, replaced
 * whole on every change, so that no component sees one of them newer than the other.
 */
export interface SessionState {
  session: AuthSession;
  storedCaller: StoredCaller | null;
}

const SERVER_STATE: SessionState = { session: LOADING_SESSION, storedCaller: null };
let state: SessionState = SERVER_STATE;
const listeners = new Set<() => void>();

function changed() {
  state = { session, storedCaller };
  listeners.forEach((listener) => listener());
}

export function publishSession(next: AuthSession) {
  if (next === session) return;
  session = next;
  // The SDK's answer replaces the stored session's caller for good (a later sign-in starts from it).
  if (next.status !== 'loading') storedCaller = null;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the state has someone to draw a page for: signed in, or the stored session's caller while the SDK loads. */
function opensPage(current: SessionState): boolean {
  return current.session.status === 'success' ? current.session.user !== null : current.storedCaller !== null;
}

/**
 * A value drawn from the session and the stored caller, redrawn only when it changes (`same`):
 * the account menu needs the SDK's user, but the drawer, the guards and a page's address only the
 * account's uid, e-mail and claim, which the SDK's answer does not change when the stored session
 * named the same account (on My Orders that answer redrew 650–690 of the page's 750–790 components,
 * twice: once urgently with the old value, once deferred).
 *
 * 'loading' and no stored caller in a server render and while a component hydrates (the HTML was
 * made with nobody known to be signed in). A store, not a context: a context change would reach
 * parts of a pre-rendered page React has not hydrated yet (a lazy route whose code is still
 * loading), and React would redraw them from scratch. A signed-in session (or the stored caller a
 * page opens on) is drawn as a deferred render, which React slices and interrupts for input: a
 * store's change alone is drawn at once, in one task, and the session's arrival redrew every reader
 * (the navbar, the guards, the page) in one (up to 360 ms at 4× CPU on Cart). Every reader defers
 * the same change in the same render, so they all show the new state in one commit. Signing out (or
 * failing, or waiting for a sign-in) is drawn at once: no page draws once more without its user,
 * and a sign-out's guards still know it is one (lib/session.ts, isSigningOut) when they send the
 * page home.
 */
export function useSessionValue<T>(select: (current: SessionState) => T, same: (a: T, b: T) => boolean): T {
  const kept = useRef<{ from: SessionState; value: T } | null>(null);
  const read = (from: SessionState): T => {
    const last = kept.current;
    if (last?.from === from) return last.value;
    const value = select(from);
    const next = last && same(last.value, value) ? last.value : value;
    kept.current = { from, value: next };
    return next;
  };
  const live = useSyncExternalStore(
    subscribe,
    () => read(state),
    () => read(SERVER_STATE),
  );
  const opens = useSyncExternalStore(
    subscribe,
    () => opensPage(state),
    () => false,
  );
  const deferred = useDeferredValue(live);
  return opens ? deferred : live;
}

const sameObject = <T>(a: T, b: T) => a === b;

/** The session; 'loading' until the sign-in check has answered (and as useSessionValue says). */
export function useAuthSession(): AuthSession {
  return useSessionValue((current) => current.session, sameObject);
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
 * starts before the Auth SDK has loaded (app/page-data-head-start.ts): the same token the SDK
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
  /** As the SDK last stored the user: the account's name, and whether its address was verified. */
  displayName: string | null;
  emailVerified: boolean;
}

let storedCaller: StoredCaller | null = null;

/** Set from the stored session when its token may still sign calls (app/page-data-head-start.ts). */
export function publishStoredCaller(caller: StoredCaller | null) {
  // Read too late (the SDK has answered): the SDK's session stands.
  if (caller && session.status !== 'loading') return;
  if (caller === storedCaller) return;
  storedCaller = caller;
  changed();
}

/** The stored session's caller while the session is loading, else null (see StoredCaller). */
export function useStoredCaller(): StoredCaller | null {
  return useSessionValue(storedCallerOf, sameObject);
}

/** The stored session's caller where the session is still loading (see useStoredCaller). */
export function storedCallerOf(current: SessionState): StoredCaller | null {
  return current.session.status === 'loading' ? current.storedCaller : null;
}

export function retireStoredIdToken() {
  sdkStarted = true;
  storedIdToken = null;
}

/** The stored session's ID token while it may still sign calls, else null. */
export function earlyIdToken(now = Date.now()): string | null {
  return storedIdToken && storedIdToken.expiresAt - now > STORED_TOKEN_MARGIN_MS ? storedIdToken.idToken : null;
}
