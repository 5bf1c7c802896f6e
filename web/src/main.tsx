// First: a signed-in page's data is asked for before the rest of the app's code is evaluated.
import { pageDataHeadStart, queryClient } from './app/start-page-data';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/App';
import { hasPageFrame, mayDrawBeforeSdk, preloadPageFrames } from './app/page-frames';
import { holdSessionStart, needSessionAtOnce, releaseSessionStart, startStoredSession } from './lib/auth-session';
import { adoptHandedOverState } from './lib/navigation-handover';
import { restyleAtBreakpoints } from './lib/restyle-at-breakpoints';
import { hasStoredSession } from './lib/stored-session';

// A state an islands page's link handed over (a guard's `from`), before the router reads it.
adoptHandedOverState();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
restyleAtBreakpoints();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

/** The longest a page drawing on the stored session's caller holds the SDK back. */
const MAX_SESSION_HOLD_MS = 3_000;

/**
 * A signed-in page (the app shell's, or a page's pre-rendered frame, app/page-frames.tsx): with a
 * stored session, reactfire's sign-in check and the Firebase SDK load, and the SDK reads its user,
 * beside the page's own code and data instead of before them; the check starts once React has the
 * page, not when the browser is next idle.
 */
function startSignedInPage() {
  needSessionAtOnce();
  const startSession = () => void hasStoredSession().then((stored) => stored && startStoredSession());
  // A dashboard page that shows data draws on the stored session's caller: its SDK starts once the
  // page has drawn (the prefetch lets it start at once where the page does not draw so after all).
  const drawsFirst = mayDrawBeforeSdk(window.location.pathname);
  if (drawsFirst) holdSessionStart();
  else startSession();
  // The page's calls are out already (app/start-page-data.ts); its code is fetched beside the probe.
  import('./app/prefetch-signed-in-page')
    .then(({ prefetchSignedInPage }) => prefetchSignedInPage(pageDataHeadStart))
    // Only a head start: the page asks for what it needs itself.
    .catch(() => false)
    .then((drewFirst) => {
      // Drawn first, the page lets the session start once its data is on screen (SessionMayStart).
      if (!drawsFirst || drewFirst) return;
      releaseSessionStart();
      startSession();
    });
  // Whatever happens to the page (its data refused, its code not loading), the session is not held longer.
  if (drawsFirst) setTimeout(releaseSessionStart, MAX_SESSION_HOLD_MS);
}

// A pre-rendered page (web/scripts/prerender.ts) names the route it was rendered for. Where the
// address matches, React takes over its HTML; anywhere else (Hosting serves /order/** the purchase
// shell even for a path no route knows) the app renders from scratch.
const prerendered = root.dataset.prerendered;
if (prerendered && matchPath(prerendered, window.location.pathname)) {
  const framed = hasPageFrame(window.location.pathname);
  if (framed) startSignedInPage();
  // A frame's drawing is a chunk of its own (preloaded by its HTML): React takes the frame over once
  // it is here, rather than leaving it to be hydrated later, when the session may already have
  // changed what the page shows.
  void (framed ? preloadPageFrames() : Promise.resolve()).then(() => {
    // As a transition, hydration too works in short slices instead of one long block.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  startSignedInPage();
  root.replaceChildren();
  // The first render is a transition, so React renders it in short slices and the main thread stays
  // free for input meanwhile (a phone spends hundreds of milliseconds on it in one block otherwise).
  startTransition(() => {
    createRoot(root).render(app);
  });
}
