import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { repoRoot } from '../paths';
import { clearHttpCache, signInAs } from './browser';
import type { BenchPage } from './pages';

const distDir = join(repoRoot, 'web', 'dist');

export interface AssetTotals {
  files: number;
  /** Bytes on the wire as the browser's network log reports them (Hosting compresses: br or gzip). */
  transferBytes: number;
  /** The same files from the build output, gzip -9. */
  gzipBytes: number;
  rawBytes: number;
}

export interface RouteLoad {
  page: string;
  path: string;
  /** Where the browser ended up and what the page called itself: what the route serves today. */
  finalPath: string;
  title: string;
  /** The page's budget for its first-visit JavaScript (gzip), where it has one. */
  jsBudgetBytes?: number;
  js: AssetTotals;
  css: AssetTotals;
  files: { path: string; transferBytes: number; encoding: string | null; gzipBytes: number; rawBytes: number }[];
}

/** The app shell's title, before a page has set its own. */
const APP_SHELL_TITLE = 'Tools Hub — carpentry tools in bulk';
/** No request for this long: the first visit has downloaded what it will. */
const QUIET_MS = 1_000;

const gzipCache = new Map<string, { gzip: number; raw: number }>();

/** A built file's size, raw and gzip -9 (what `vite build` reports). */
export function builtSize(urlPath: string): { gzip: number; raw: number } {
  const cached = gzipCache.get(urlPath);
  if (cached) return cached;
  const file = join(distDir, urlPath);
  const size = existsSync(file)
    ? (() => {
        const bytes = readFileSync(file);
        return { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
      })()
    : { gzip: 0, raw: 0 };
  gzipCache.set(urlPath, size);
  return size;
}

function totals(files: RouteLoad['files']): AssetTotals {
  return {
    files: files.length,
    transferBytes: files.reduce((s, f) => s + f.transferBytes, 0),
    gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    rawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
  };
}

/**
 * A first visit to each page in a fresh browser context (empty cache): every same-origin .js and
 * .css it downloads until the page has drawn itself and the network has been quiet for a second, with the bytes the network log saw and the gzip
 * size of the same file in web/dist.
 */
export async function measureFirstLoads(browser: Browser, base: string, pages: BenchPage[]): Promise<RouteLoad[]> {
  const results: RouteLoad[] = [];
  for (const bench of pages) {
    const context = await browser.newContext();
    if (bench.as !== 'visitor') await signInAs(context, base, bench.as);
    const page = await context.newPage();
    await clearHttpCache(page);
    const files: RouteLoad['files'] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(base).origin || !/\.(js|css)$/.test(url.pathname)) return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const built = builtSize(url.pathname);
          files.push({
            path: url.pathname,
            transferBytes: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? null,
            gzipBytes: built.gzip,
            rawBytes: built.raw,
          });
        })(),
      );
    });
    let lastRequestAt = Date.now();
    page.on('request', () => (lastRequestAt = Date.now()));
    await page.goto(`${base}${bench.path}`, { waitUntil: 'networkidle' });
    // A signed-in page draws itself once the Firebase SDK has read its session, which can take
    // longer than networkidle's half second of quiet: wait for its own title, and (its HTML names
    // it already: a pre-rendered frame, a purchase page) for the header to show who is signed in,
    // then for a quiet second.
    await page
      .waitForFunction(`document.title !== ${JSON.stringify(APP_SHELL_TITLE)}`, null, { timeout: 30_000 })
      .catch(() => undefined);
    if (bench.as !== 'visitor') {
      await page
        .getByTestId('account-name')
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    }
    while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(100);
    await Promise.all(pending);
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    results.push({
      page: bench.name,
      path: bench.path,
      finalPath: new URL(page.url()).pathname,
      title: await page.title(),
      jsBudgetBytes: bench.jsBudgetBytes,
      js: totals(files.filter((f) => f.path.endsWith('.js'))),
      css: totals(files.filter((f) => f.path.endsWith('.css'))),
      files,
    });
    await context.close();
  }
  return results;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The app's entry (index.html) and the islands entry of a visitor's Home, Blogs and Portfolio, as the
 * manifest names them, with the parts the islands entry imports one after another once it runs
 * (web/src/islands/main.tsx; its pages preload them beside it).
 */
export const BUILD_ENTRIES = {
  app: { entry: 'index.html', parts: [] },
  islands: {
    entry: 'src/islands/main.tsx',
    parts: ['src/islands/styling-runtime.ts', 'src/islands/hydrate-islands.tsx'],
  },
} as const;

/**
 * What an entry makes every first visit download, from the build alone (Vite's manifest): the
 * entry chunk, its parts and everything they import statically, gzip -9. Lazy routes are not in it.
 */
export function entryClosure({ entry, parts }: { entry: string; parts: readonly string[] } = BUILD_ENTRIES.app): {
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
} | null {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[entry]?.isEntry) return null;
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  parts.forEach(visit);
  const files = [...seen];
  return {
    files,
    jsGzipBytes: files.reduce((s, f) => s + builtSize(`/${f}`).gzip, 0),
    cssGzipBytes: [...css].reduce((s, f) => s + builtSize(`/${f}`).gzip, 0),
  };
}
