import { createPath, type Navigator, type To } from 'react-router';
import { handOverState } from '../lib/navigation-handover';

/** What the navigator uses of the browser window (a test hands it fakes). */
export interface PageWindow {
  history: Pick<History, 'go'>;
  location: Pick<Location, 'assign' | 'replace'>;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A router's navigator for the islands of a page that React does not own: every move loads the
 * next page from the server (the app takes over from there), as a plain link would. A move with
 * state (a guard's `from`) hands it to the next page (lib/navigation-handover.ts), which reads it
 * as the app's router would.
 */
export function createPageNavigator(
  page: PageWindow = window,
  handOver: (href: string, state: unknown) => boolean = handOverState,
): Navigator {
  const go = (to: To, state: unknown, mode: 'push' | 'replace') => {
    const href = hrefOf(to);
    if (state !== undefined && state !== null) handOver(href, state);
    if (mode === 'push') page.location.assign(href);
    else page.location.replace(href);
  };
  return {
    createHref: hrefOf,
    go: (delta) => page.history.go(delta),
    push: (to, state) => go(to, state, 'push'),
    replace: (to, state) => go(to, state, 'replace'),
  };
}

/** Where the browser is, as react-router describes a location (with the state a navigation left). */
export function currentLocation() {
  // react-router's history record: a location's `state` is its `usr`.
  const record = window.history.state as { usr?: unknown; key?: string } | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: record?.usr ?? null,
    key: record?.key ?? 'default',
  };
}
