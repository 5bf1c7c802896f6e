/**
 * The entry of the pages a visitor mostly reads (Home, Blogs, Portfolio) or fills in (Login,
 * Register; prerendered-pages.ts says which). Their HTML is the whole page; for a visitor React
 * takes over only the parts marked <Island> (the navigation, the cart buttons, the inquiry form,
 * the sign-in and sign-up forms, the footer's year, the offline notice), so the first visit loads
 * and runs a fraction of the app. A browser that holds a session
 * gets the whole app instead (main.tsx): the account menu, the cart badge, contract prices.
 */
import { adoptHandedOverState } from '../lib/navigation-handover';
import { parseSeed, SEED_ELEMENT_ID } from '../lib/seed';
import { APP_START_ELEMENT_ID, type PageStart } from '../prerender/compose-page';
import { reloadForNewDeployment } from '../lib/new-deployment';
import { restyleAtBreakpoints } from '../lib/restyle-at-breakpoints';
import { forgetStoredSessionProbe, hasStoredSession } from '../lib/stored-session';
import { ISLAND_ATTRIBUTE } from './Island';
import { startAppFrom } from './start-app';

/** A task boundary: the browser may handle input and paint before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The whole app, its code fetched beside the page's own and evaluated a file per task (start-app.ts). */
function startApp() {
  const start = JSON.parse(document.getElementById(APP_START_ELEMENT_ID)?.textContent ?? '{}') as Partial<PageStart>;
  return startAppFrom(start, {
    importFile: (href) => import(/* @vite-ignore */ href),
    importApp: () => import('../main'),
    nextTask,
  });
}

/**
 * The islands' code in parts, each evaluated in a task of its own: React's runtime, MUI's styling
 * with Emotion, the theme (both colour schemes), then the islands' components. Evaluated at once
 * they were one task of 500–800 ms at 4× CPU, blocking taps for all of it (with react-dom compiled
 * eagerly, web/build/compile-eagerly.ts, a first visit's blocking time on Blogs went from 715 to
 * 400 ms). The page's HTML preloads every part (scripts/prerender.ts): no round trip is added.
 */
async function loadIslandsCode() {
  await import('react-dom/client');
  await nextTask();
  await import('./styling-runtime');
  await nextTask();
  await import('../app/theme');
  await nextTask();
  return import('./hydrate-islands');
}

/** The islands that sign the visitor in on this page. */
const SIGN_IN_ISLANDS = ['login', 'register'].map((name) => `[${ISLAND_ATTRIBUTE}="${name}"]`).join(',');

/** A visitor who signs in in another tab and comes back gets the page as the app draws it for them. */
function reloadOnceSignedInElsewhere() {
  const check = () => {
    if (document.visibilityState !== 'visible') return;
    forgetStoredSessionProbe();
    void hasStoredSession().then((stored) => stored && window.location.reload());
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
}

async function start() {
  // A state the previous page's link handed over (a guard's `from`), before the islands or the app read it.
  adoptHandedOverState();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  restyleAtBreakpoints();
  if (await hasStoredSession()) {
    await startApp();
    return;
  }
  // A part a new deployment removed: the new page, once. Otherwise the page stays the server's HTML.
  const islandsCode = await loadIslandsCode().catch(async (error: unknown) => {
    if (await reloadForNewDeployment(error, 1)) return null;
    throw error;
  });
  if (!islandsCode) return;
  islandsCode.hydrateIslands(root, parseSeed(document.getElementById(SEED_ELEMENT_ID)?.textContent));
  // Login and Register sign in here, and then go on themselves: a reload as the session lands (the
  // Google popup's window gives focus back) would cut the new account's profile save short.
  if (!root.querySelector(SIGN_IN_ISLANDS)) reloadOnceSignedInElsewhere();
}

void start();
