import { createPath, type Navigator, type To } from 'react-router';

/** react-router's history record: the app reads a location's `state` from `usr`. */
interface HistoryRecord {
  usr: unknown;
  key: string;
  idx: number;
}

/** What the navigator uses of the browser window (a test hands it fakes). */
export interface PageWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
  location: Pick<Location, 'assign' | 'replace' | 'reload'>;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A router's navigator for the islands of a page that React does not own: every move loads the
 * next page from the server (the app takes over from there), as a plain link would.
 */
export function createPageNavigator(page: PageWindow = window): Navigator {
  const go = (to: To, state: unknown, mode: 'push' | 'replace') => {
    const href = hrefOf(to);
    if (state === undefined || state === null) {
      if (mode === 'push') page.location.assign(href);
      else page.location.replace(href);
      return;
    }
    // The next page is loaded afresh, yet it reads the state it was sent with (a guard's `from`,
    // the login page's way back): written to the history entry first, it survives the reload.
    const current = page.history.state as Partial<HistoryRecord> | null;
    const record: HistoryRecord = {
      usr: state,
      key: Math.random().toString(36).slice(2, 10),
      idx: (current?.idx ?? 0) + (mode === 'push' ? 1 : 0),
    };
    if (mode === 'push') page.history.pushState(record, '', href);
    else page.history.replaceState(record, '', href);
    page.location.reload();
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
  const record = window.history.state as Partial<HistoryRecord> | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: record?.usr ?? null,
    key: record?.key ?? 'default',
  };
}

/** What a page's history moves need of the window (a test hands it a fake). */
export interface HistoryWindow {
  location: Pick<Location, 'pathname' | 'search' | 'reload'>;
  addEventListener: (type: 'popstate', listener: () => void) => void;
  removeEventListener: (type: 'popstate', listener: () => void) => void;
}

/**
 * Back or Forward to another address from a page the islands own loads that address's page. The
 * navigator's state hand-over (a push, then a reload) leaves the entry before it in the same
 * document, so the browser's Back would only change the address under the page it is on (Login
 * shown at /tools). A move within the page (an anchor's `#hash`) stays a move within the page.
 * Returns what stops it (the app's router, once started, moves between pages itself).
 */
export function loadPageOnHistoryMove(page: HistoryWindow = window): () => void {
  const address = () => `${page.location.pathname}${page.location.search}`;
  const loaded = address();
  const follow = () => {
    if (address() !== loaded) page.location.reload();
  };
  page.addEventListener('popstate', follow);
  return () => page.removeEventListener('popstate', follow);
}
