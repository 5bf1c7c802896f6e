import { Component, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { lazyWithRetry } from './lazy-with-retry';
import {
  isSigninWatchWanted,
  NO_STORED_SESSION,
  publishSession,
  requestSigninWatch,
  subscribeSigninWatchRequest,
} from './session-store';
import { forgetStoredSessionProbe, hasStoredSession } from './stored-session';

/** reactfire and the Firebase SDK: not on any page's first load (Home's budget), loaded once it is up. */
const importSigninWatch = () => import('./signin-watch');
const SigninWatch = lazyWithRetry(importSigninWatch);

/**
 * A signed-in page with a stored session: the sign-in check's code loads, and the Auth SDK starts
 * reading its stored user (and checking it with the Auth server), beside the page's own code rather
 * than after React has taken the page over. A failure is the check's render to report.
 */
export function startStoredSession() {
  importSigninWatch()
    .then(() => import('./firebase'))
    .then(({ firebaseAuth }) => firebaseAuth())
    .catch(() => undefined);
}

/** If the watch's code cannot load, the session is an error (the guards say so) rather than loading for ever. */
class WatchFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    publishSession({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const isPrerenderedPage = () => Boolean(document.getElementById('root')?.dataset.prerendered);

/** Set by a signed-in page (main.tsx), which draws nothing but its frame until the session is known. */
let neededAtOnce = false;

/**
 * A signed-in page: the sign-in check starts as soon as the page is hydrated, not at the browser's
 * first quiet moment, which a phone reaches a second or more later (its long tasks of code and
 * data come first): until the check answers, the page shows its frame and nothing a person could
 * be using. A page without a stored session still never loads the SDK.
 */
export function needSessionAtOnce() {
  neededAtOnce = true;
}

/**
 * Held while a dashboard page draws on the stored session's caller (app/page-data-head-start.ts):
 * the Auth SDK, its download, its start-up and its round trip to the Auth server, then wait until
 * the page has drawn its data (`SessionMayStart`) instead of running before it on a phone's one busy
 * thread. main.tsx lets go after a few seconds whatever happens, and leaving the page lets go too.
 */
let startHeld = false;
const holdListeners = new Set<() => void>();

export function holdSessionStart() {
  startHeld = true;
}

/** Lets the session start (at once on a signed-in page); idempotent. */
export function releaseSessionStart() {
  if (!startHeld) return;
  startHeld = false;
  holdListeners.forEach((listener) => listener());
}

/**
 * Drawn inside a page's data by the pages that draw on the stored session's caller: once it is on
 * screen, a held session may start. The frame after this commit draws the data, and the browser
 * shows it a little after that frame's callbacks have run: the start waits for the next frame's
 * (after one frame only, Order details' Auth SDK download began 8–11 ms before its data was shown).
 */
export function SessionMayStart() {
  useEffect(() => {
    if (!startHeld) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (timer = setTimeout(releaseSessionStart, 0)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return null;
}

/**
 * Runs `then` once a held session start is let go (at once when none is held): work that should
 * follow the page's data on screen rather than compete with it. Answers a function that cancels it.
 */
export function afterSessionStart(then: () => void): () => void {
  if (!startHeld) {
    then();
    return () => undefined;
  }
  const listener = () => {
    holdListeners.delete(listener);
    then();
  };
  holdListeners.add(listener);
  return () => void holdListeners.delete(listener);
}

function subscribeHold(listener: () => void) {
  holdListeners.add(listener);
  return () => void holdListeners.delete(listener);
}

function useHeld(): boolean {
  return useSyncExternalStore(
    subscribeHold,
    () => startHeld,
    () => false,
  );
}

/**
 * True once `ready` and the browser has a quiet moment: the page's own hydration (a lazy route's
 * included) goes first. Started at once, the Firebase SDK's start-up ran while React still took
 * over the route, and a choice made in that moment (a sort picked as the page came up) was lost.
 */
function useStartWhenIdle(ready: boolean): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!ready || started) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setStarted(true), 1);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setStarted(true), { timeout: 1_000 });
    return () => cancelIdleCallback(idle);
  }, [ready, started]);
  // A page rendered from scratch (the app shell of the signed-in pages) has nothing to take over,
  // and a signed-in page's frame nothing to use: their session is wanted at once, their data waits for it.
  return started || (ready && (neededAtOnce || !isPrerenderedPage()));
}

/**
 * Whether the sign-in check is wanted: once the page is up, the browser's stored credentials are
 * read (lib/stored-session.ts). With none, the session is "nobody" without the Firebase SDK, until
 * something starts Firebase Auth (a sign-in) or the tab comes back with a session another tab made.
 */
function useSigninWatchWanted(ready: boolean): boolean {
  const wanted = useSyncExternalStore(subscribeSigninWatchRequest, isSigninWatchWanted, () => false);
  useEffect(() => {
    if (!ready || wanted) return;
    let live = true;
    const check = () =>
      void hasStoredSession().then((stored) => {
        if (!live || isSigninWatchWanted()) return;
        if (stored) requestSigninWatch();
        else publishSession(NO_STORED_SESSION);
      });
    const checkAgain = () => {
      if (document.visibilityState !== 'visible') return;
      forgetStoredSessionProbe();
      check();
    };
    check();
    document.addEventListener('visibilitychange', checkAgain);
    window.addEventListener('focus', checkAgain);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', checkAgain);
      window.removeEventListener('focus', checkAgain);
    };
  }, [ready, wanted]);
  return wanted;
}

/**
 * Starts reactfire's sign-in check (lib/signin-watch.tsx), which publishes the session to
 * lib/session-store.ts. reactfire's hooks have no server snapshot, so they may neither run in the
 * build-time render nor while React hydrates a pre-rendered page (React would throw the page away
 * and render it again): the watch starts once the page is hydrated, and its code loads then (if this browser may hold a session).
 * The same element on the server and in the browser: React's ids (useId) follow the tree's shape.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const held = useHeld();
  const ready = useStartWhenIdle(hydrated && !held);
  const started = useSigninWatchWanted(ready) && ready;
  return (
    <>
      {started && (
        <WatchFailed>
          <Suspense fallback={null}>
            <SigninWatch />
          </Suspense>
        </WatchFailed>
      )}
      {children}
    </>
  );
}
