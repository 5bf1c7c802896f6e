/**
 * A navigation's state (a guard's `from`: where to return after signing in) handed to the next
 * page when that page is loaded from the server rather than drawn by the app's router: the islands'
 * links load every page afresh. The state is left in sessionStorage for the address it was meant
 * for, and that page moves it into its history entry before any router reads it (both entries call
 * adoptHandedOverState first), where react-router keeps a location's state. A real page load keeps
 * Back and Forward the browser's own.
 */
const HANDOVER_KEY = 'toolshub:navigation-state';
/** Long enough for a slow page load; a state nobody took is not picked up by a later visit. */
const HANDOVER_MS = 30_000;

interface Handover {
  href: string;
  state: unknown;
  at: number;
}

type HandoverStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): HandoverStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where a page is, as the handed-over `href` names it. */
const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Leaves `state` for the page at `href` (a path, with its query and hash), written as the browser
 * will report the address (`/order/a b` is `/order/a%20b`); false where the browser keeps none.
 */
export function handOverState(href: string, state: unknown, storage = sessionStore(), now = Date.now()): boolean {
  const handover: Handover = { href: hrefOf(new URL(href, 'http://page.invalid')), state, at: now };
  try {
    storage?.setItem(HANDOVER_KEY, JSON.stringify(handover));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Moves the state handed over to this page (if any, and if recent) into its history entry. */
export function adoptHandedOverState(
  page: {
    history: Pick<History, 'state' | 'replaceState'>;
    location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  } = window,
  storage = sessionStore(),
  now = Date.now(),
): void {
  let handover: Handover | null;
  try {
    const text = storage?.getItem(HANDOVER_KEY);
    if (!text) return;
    storage?.removeItem(HANDOVER_KEY);
    handover = JSON.parse(text) as Handover;
  } catch {
    return;
  }
  if (handover?.href !== hrefOf(page.location) || !(now - handover.at < HANDOVER_MS)) return;
  const current = page.history.state as { idx?: unknown } | null;
  const idx = typeof current?.idx === 'number' ? current.idx : 0;
  page.history.replaceState({ usr: handover.state, key: Math.random().toString(36).slice(2, 10), idx }, '');
}
