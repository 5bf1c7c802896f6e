/**
 * Builds a pre-rendered page from index.html as Vite built it: the page's HTML in #root, its styles
 * and title in <head>, the query data it was rendered with, and the app's code started after the
 * first paint. Used at build time (web/scripts/prerender.ts) and by the purchase-page function.
 * Plain string work: no DOM, no Node.
 */
import { SEED_ELEMENT_ID, type SeededQuery } from '../lib/seed';

export const EMPTY_ROOT = '<div id="root"></div>';
const VITE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const VITE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface PageParts {
  /** The route the HTML was rendered for (main.tsx hydrates only where the address matches it). */
  pattern: string;
  html: string;
  styleTags: string;
  title: string | null;
  /**
   * Modules to preload besides the entry's own (the page's lazy chunk and its imports), in the order
   * the browser evaluates them: the app's pages evaluate them too, a file per task, before the entry.
   */
  preloads: string[];
  /** Query data the page was rendered with: the browser starts from the same. */
  seed?: SeededQuery[];
  /**
   * The code that starts the page in place of the app's entry (with `preloads` unused): the islands
   * entry of the pages a visitor mostly reads (src/islands/main.tsx).
   */
  start?: PageStart;
}

/** A module that starts a page, and the modules it imports (preloaded beside it). */
export interface PageStart {
  entry: string;
  /**
   * The entry's own imports in the order the entry would evaluate them, each evaluated in a task of
   * its own before the entry is added (the app's entry; the islands entry does this itself).
   */
  evaluate?: string[];
  preloads: string[];
  /**
   * Where the start is the islands entry: the app entry's own imports in the order it evaluates them,
   * which a browser that holds a session evaluates a file per task as it starts the app instead
   * (src/islands/start-app.ts)...
   */
  appEvaluate?: string[];
  /** ...and the page's own modules in the app, which it preloads beside them. */
  appPreloads?: string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that cannot close the <script> element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The <script type="application/json"> naming the app's entry module and the modules to preload with it. */
export const APP_START_ELEMENT_ID = 'toolshub-start';

/**
 * Asking for a module cost the main thread 5–10 ms unthrottled in Chromium with DevTools attached
 * (as Lighthouse and the tests run it), four times that at Lighthouse's 4× CPU: Cart's 68 at once
 * were one task of 420 ms before any of the app's code ran, a signed-in page's first long task.
 * Three a task were still 15–33 ms each unthrottled, 60–130 ms at 4×, every one over the 50 ms of a
 * long task; one a task stays under it, and leaves the browser free to handle a tap or paint in between.
 * Written into the HTML instead (`<link rel="modulepreload">` in <head>, found by the preload
 * scanner), they cost a signed-in load less CPU in all (Cart: 740 ms across Chromium's processes
 * against 860, medians of 12 loads), but Lighthouse's simulation then has every module download
 * before the first paint: Cart's first paint went from 0.7 to 4.7 s and My Orders' from 0.9 to 4.5
 * (performance 72 to 67, 85 to 68); asked for at low priority, the largest paint went from 0.8 to
 * 2.6 s instead and the blocking time stayed (2.3 s).
 */
const PRELOADS_PER_TASK = 1;

/**
 * Vite's index.html starts the app's code from <head>. A pre-rendered page shows its content without
 * it, so the code waits until the page has painted: the HTML, its styles and its images have the
 * connection to themselves first, and React then takes over a page that is already on screen. A tab
 * in the background never paints; the timer starts the code there.
 *
 * The entry's own imports are evaluated one after another, each in a task of its own, dependencies
 * first as the entry would evaluate them, the page's own modules (its lazy route's) likewise before
 * the module that starts the app, and the entry last: evaluated as one graph, the app's code was the
 * signed-in pages' longest task (300–500 ms at 4× CPU), and the lazy route's the next (130–230 ms). Should one of them not load, the
 * entry is added all the same and fails or succeeds as it would have; with none (the islands entry,
 * which does this itself), the entry is asked for at once. Beside them every module is asked for, one
 * per task (PRELOADS_PER_TASK).
 *
 * The same text on every page and in every build: the Content-Security-Policy (firebase.json) allows
 * it by its hash. What differs per page (the module names) is data beside it, which CSP does not run.
 */
export const START_APP_AFTER_FIRST_PAINT = `
      (function () {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          var app = JSON.parse(document.getElementById('${APP_START_ELEMENT_ID}').textContent);
          var evaluate = (app.evaluate || []).slice();
          var preloads = evaluate.concat(app.preloads);
          function addEntry() {
            var script = document.createElement('script');
            script.type = 'module';
            script.crossOrigin = '';
            script.src = app.entry;
            document.head.appendChild(script);
          }
          (function evaluateNext() {
            var href = evaluate.shift();
            if (!href) return addEntry();
            import(href).then(function () {
              setTimeout(evaluateNext, 0);
            }, addEntry);
          })();
          (function preloadSome() {
            preloads.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              document.head.appendChild(link);
            });
            if (preloads.length) setTimeout(preloadSome, 0);
          })();
        }
        requestAnimationFrame(function () {
          setTimeout(load, 0);
        });
        setTimeout(load, 1000);
      })();
    `;

function startAppAfterFirstPaint(start: PageStart): string {
  return (
    `<script type="application/json" id="${APP_START_ELEMENT_ID}">${scriptSafeJson(start)}</script>\n` +
    `<script>${START_APP_AFTER_FIRST_PAINT}</script>`
  );
}

/**
 * index.html with Vite's preloads (the entry's own imports) listed in `evaluationOrder`, the order
 * the entry evaluates them (web/scripts/prerender.ts works it out from Vite's manifest): a
 * pre-rendered page evaluates them in that order, one a task (START_APP_AFTER_FIRST_PAINT).
 */
export function orderModulePreloads(template: string, evaluationOrder: readonly string[]): string {
  checkTemplate(template);
  const listed = [...template.matchAll(VITE_PRELOAD)].map((match) => match[1] ?? '');
  const same = listed.length === evaluationOrder.length && listed.every((href) => evaluationOrder.includes(href));
  if (!same)
    throw new Error(
      `index.html preloads ${listed.join(', ')}; the manifest's order names ${evaluationOrder.join(', ')}`,
    );
  const links = evaluationOrder.map(
    (href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
  );
  // Each link in turn takes the place of the one listed there.
  let at = 0;
  return template.replace(VITE_PRELOAD, () => links[at++] ?? '');
}

/** Throws where index.html is not what Vite builds (so a changed template fails the build, not the page). */
export function checkTemplate(template: string): void {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>');
  if (!VITE_SCRIPT.test(template)) throw new Error("index.html has no module script: has Vite's output changed?");
}

export function composePage(template: string, page: PageParts): string {
  checkTemplate(template);
  // The app entry's own imports, in the order it evaluates them (orderModulePreloads).
  const entryImports = [...template.matchAll(VITE_PRELOAD)].map((match) => match[1] ?? '');
  const entry = VITE_SCRIPT.exec(template)?.[1] ?? '';
  const start: PageStart = page.start
    ? { ...page.start, appEvaluate: entryImports, appPreloads: page.preloads }
    : {
        entry,
        // The page's own modules before the module that starts the app, the last of the entry's
        // imports (src/main.tsx, a file of its own: vite.config.ts): imported all at once by the app's
        // lazy route, they were a signed-in page's longest task (130–230 ms at 4× CPU on My Orders).
        evaluate: [...entryImports.slice(0, -1), ...page.preloads, ...entryImports.slice(-1)],
        // The entry itself is asked for with the rest: added last, it would otherwise be a round trip
        // of its own between the last module evaluated and the page's first render.
        preloads: [entry],
      };
  const seed = page.seed?.length
    ? `<script type="application/json" id="${SEED_ELEMENT_ID}">${scriptSafeJson(page.seed)}</script>\n`
    : '';
  // Replacer functions throughout: the page's text may contain "$&" and the like.
  let html = template
    .replace(VITE_SCRIPT, '')
    .replace(VITE_PRELOAD, '')
    .replace('</head>', () => `${page.styleTags}\n</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeHtml(page.pattern)}">${page.html}</div>`)
    .replace('</body>', () => `${seed}${startAppAfterFirstPaint(start)}\n</body>`);
  const title = page.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return html;
}
