/**
 * After `vite build` (the browser bundle, web/dist) and `vite build --ssr` (web/dist-server), writes
 * each pre-rendered page (src/prerender/compose-page.ts) and keeps index.html, unchanged, as app.html
 * for every route that is not pre-rendered. For the pages the page function (functions/src/pages)
 * renders per request it writes dist-server/{name}.json: the template, the route and its preloads.
 * index.html itself is then removed: Hosting serves a file before any rewrite, and `/` is Home,
 * which the page function renders per request with its data.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SeededQuery } from '../src/lib/seed';
import { checkTemplate, composePage, orderModulePreloads, type PageStart } from '../src/prerender/compose-page';
import { evaluationOrder } from '../src/prerender/evaluation-order';
import {
  appShellFile,
  islandsEntry,
  islandsParts,
  prerenderedPages,
  serverRenderedPages,
} from '../src/prerender/prerendered-pages';

interface RenderedPage {
  html: string;
  styleTags: string;
  title: string | null;
}
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');

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
  const builtTemplate = readFileSync(join(distDir, 'index.html'), 'utf8');
  checkTemplate(builtTemplate);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error("Vite's manifest names no entry for index.html");
  // The entry's imports as the pages evaluate them, one a task (compose-page.ts).
  const entryOrder = evaluationOrder(manifest, entryKey);
  const template = orderModulePreloads(
    builtTemplate,
    entryOrder.filter((key) => key !== entryKey).map((key) => `/${manifest[key]?.file}`),
  );
  // The pages evaluate a page's modules before the last of the entry's imports (compose-page.ts):
  // that must be the module that starts the app, in a file no other imports (vite.config.ts).
  const startsApp = entryOrder.at(-2) ?? '';
  const importersOf = (key: string) => Object.keys(manifest).filter((k) => manifest[k]?.imports?.includes(key));
  if (manifest[startsApp]?.name !== 'start-app' || importersOf(startsApp).join() !== entryKey) {
    throw new Error(`The entry's last import is ${startsApp}, not the start-app chunk alone: see vite.config.ts`);
  }
  // index.html already preloads the entry's own imports.
  const loadedByEntry = closure(manifest, entryKey);
  // A page's lazy modules and theirs, in the order the browser evaluates them (the page evaluates
  // them a file per task, before the module that starts the app: compose-page.ts).
  const preloadsOf = (...lazyModules: (string | undefined)[]) => {
    const keys = new Set<string>();
    for (const lazyModule of lazyModules)
      if (lazyModule) evaluationOrder(manifest, lazyModule).forEach((key) => keys.add(key));
    return [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]?.file}`);
  };
  // The islands entry, and what it imports (at once or in parts), preloaded beside it.
  const loadedByIslands = closure(manifest, islandsEntry);
  for (const part of islandsParts) closure(manifest, part, loadedByIslands);
  const [islandsKey, ...islandsImports] = loadedByIslands;
  const islandsStart: PageStart = {
    entry: `/${manifest[islandsKey ?? '']?.file}`,
    preloads: islandsImports.map((key) => `/${manifest[key]?.file}`),
  };

  /** The islands' start, with the modules of the page's own island (beyond what the islands entry loads). */
  const islandsStartWith = (islandModule?: string): PageStart => {
    if (!islandModule) return islandsStart;
    const own = [...closure(manifest, islandModule)].filter((key) => !loadedByIslands.has(key));
    return { ...islandsStart, preloads: [...islandsStart.preloads, ...own.map((key) => `/${manifest[key]?.file}`)] };
  };

  // The server bundle leaves React, MUI and Emotion to node_modules: run them as the browser's
  // production build does (development mode renders other class names and slower).
  process.env.NODE_ENV = 'production';
  const serverEntry = pathToFileURL(join(webDir, 'dist-server', 'render-page.js')).href;
  const { renderPage } = (await import(serverEntry)) as {
    renderPage: (url: string, seed?: SeededQuery[]) => Promise<RenderedPage>;
  };

  writeFileSync(join(distDir, appShellFile), template);
  for (const page of prerenderedPages) {
    const rendered = await renderPage(page.url);
    const html = composePage(template, {
      pattern: page.pattern,
      preloads: preloadsOf(...(page.preloadModules ?? []), page.lazyModule),
      ...(page.islands ? { start: islandsStartWith(page.islandModule) } : {}),
      ...rendered,
    });
    mkdirSync(dirname(join(distDir, page.file)), { recursive: true });
    writeFileSync(join(distDir, page.file), html);
    console.log(`prerendered ${page.url} → web/dist/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
  for (const page of serverRenderedPages) {
    writeFileSync(
      join(webDir, 'dist-server', `${page.name}.json`),
      JSON.stringify({
        template,
        pattern: page.pattern,
        preloads: preloadsOf(...('preloadModules' in page ? page.preloadModules : []), page.lazyModule),
        ...('islands' in page && page.islands ? { start: islandsStartWith(page.islandModule) } : {}),
      }),
    );
    console.log(`wrote web/dist-server/${page.name}.json (rendered per request by the page function)`);
  }
  rmSync(join(distDir, 'index.html'));
  console.log('removed web/dist/index.html: Home (/) is rendered per request by the page function');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
