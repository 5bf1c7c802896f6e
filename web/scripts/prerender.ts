/**
 * After `vite build` (the browser bundle, web/dist) and `vite build --ssr` (web/dist-server), writes
 * each pre-rendered page: index.html as Vite built it, with the page's HTML in #root, its styles and
 * title in <head>, and its lazily loaded page module preloaded. index.html itself, unchanged, is kept
 * as app.html for every route that is not pre-rendered.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appShellFile, prerenderedPages } from '../src/prerender/prerendered-pages';

interface RenderedPage {
  html: string;
  styleTags: string;
  title: string | null;
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const VITE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const VITE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Vite's index.html starts the app's code from <head>. A pre-rendered page shows its content without
 * it, so the code waits until the page has painted: the HTML, its styles and its images (the hero on
 * Home) have the connection to themselves first, and React then takes over a page that is already
 * on screen. A tab in the background never paints; the timer starts the code there.
 */
function loadAfterFirstPaint(entry: string, preloads: string[]): string {
  const hrefs = JSON.stringify(preloads);
  return `<script>
      (function () {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          ${hrefs}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry)};
          document.head.appendChild(script);
        }
        requestAnimationFrame(function () {
          setTimeout(load, 0);
        });
        setTimeout(load, 1000);
      })();
    </script>`;
}

/** A chunk and every chunk it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no ${key}: is prerendered-pages.ts up to date?`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

async function main() {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) {
    throw new Error(`web/dist/index.html has no empty ${EMPTY_ROOT}: run vite build before pre-rendering`);
  }
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('web/dist/index.html has no <title>');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("Vite's manifest names no entry");
  // index.html already preloads the entry's own imports.
  const loadedByEntry = closure(manifest, entryKey);

  // The server bundle leaves React, MUI and Emotion to node_modules: run them as the browser's
  // production build does (development mode renders other class names and slower).
  process.env.NODE_ENV = 'production';
  const serverEntry = pathToFileURL(join(webDir, 'dist-server', 'render-page.js')).href;
  const { renderPage } = (await import(serverEntry)) as { renderPage: (url: string) => Promise<RenderedPage> };

  writeFileSync(join(distDir, appShellFile), template);
  const entryScript = VITE_SCRIPT.exec(template)?.[1];
  if (!entryScript) throw new Error("web/dist/index.html has no module script: has Vite's output changed?");
  const entryPreloads = [...template.matchAll(VITE_PRELOAD)].map((match) => match[1] ?? '');
  const withoutScripts = template.replace(VITE_SCRIPT, '').replace(VITE_PRELOAD, '');
  for (const page of prerenderedPages) {
    const rendered = await renderPage(page.url);
    const pagePreloads = page.lazyModule
      ? [...closure(manifest, page.lazyModule)]
          .filter((key) => !loadedByEntry.has(key))
          .map((key) => `/${manifest[key]?.file}`)
      : [];
    let html = withoutScripts
      .replace('</head>', () => `${rendered.styleTags}\n</head>`)
      .replace('</body>', () => `${loadAfterFirstPaint(entryScript, [...entryPreloads, ...pagePreloads])}\n</body>`)
      .replace(
        EMPTY_ROOT,
        () => `<div id="root" data-prerendered="${escapeHtml(page.pattern)}">${rendered.html}</div>`,
      );
    // Replacer functions: the page's text may contain "$&" and the like, which a string replacement would expand.
    const title = rendered.title;
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    writeFileSync(join(distDir, page.file), html);
    console.log(`prerendered ${page.url} → web/dist/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
