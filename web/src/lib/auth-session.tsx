import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { lazyWithRetry } from './lazy-with-retry';
import { publishSession } from './session-store';

/** reactfire and the Firebase SDK: not on any page's first load (Home's budget), loaded once it is up. */
const SigninWatch = lazyWithRetry(() => import('./signin-watch'));

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
  return started;
}

/**
 * Starts reactfire's sign-in check (lib/signin-watch.tsx), which publishes the session to
 * lib/session-store.ts. reactfire's hooks have no server snapshot, so they may neither run in the
 * build-time render nor while React hydrates a pre-rendered page (React would throw the page away
 * and render it again): the watch starts once the page is hydrated, and its code loads then.
 * The same element on the server and in the browser: React's ids (useId) follow the tree's shape.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const started = useStartWhenIdle(useHydrated());
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
