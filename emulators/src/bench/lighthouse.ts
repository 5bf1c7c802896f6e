import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromeLauncherFlags, chromePath, clearHttpCache, signInAs, signOutOf } from './browser';
import type { BenchPage, BenchViewer } from './pages';
import { waitForQuiet, type QuietOptions } from './quiet';
import { median } from './stats';

/**
 * Each run starts on a quiet machine: the last run's leftovers (Chromium closing its tab, the
 * sign-in's writes) would otherwise share the two cores with the page, and Lighthouse counts the
 * page's main thread waiting for a core as blocking time, four times over.
 */
export const LIGHTHOUSE_QUIET: QuietOptions = { busyBelow: 0.2, windowMs: 1000, timeoutMs: 30_000 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  page: string;
  path: string;
  finalUrl: string;
  runs: number;
  /** 0 to 100, the median run's (the run with the median performance score). */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Each run's performance score, to show the spread. */
  performanceRuns: number[];
  /** The protocol the page's HTML came over in the median run (h2 through the bench's HTTP/2 front). */
  protocol?: string | null;
  /** Lighthouse's CPU benchmark of the machine during the median run (lower: slower or busier). */
  benchmarkIndex: number | null;
  /** How many runs started on a quiet machine (LIGHTHOUSE_QUIET); the others waited it out in vain. */
  quietStarts: number;
  /** Audits that cost points in a category other than performance, and performance's opportunities. */
  flagged: { category: Category; id: string; title: string; score: number | null }[];
  /**
   * A page robots.txt keeps out of search engines (BenchPage.keptOutOfSearch): its SEO score leaves
   * the crawlability audit out, and `crawlable` is that audit's finding (false: kept out, as meant).
   */
  keptOutOfSearch?: { crawlable: boolean | null };
  error?: string;
}

/** The part of a row of Lighthouse's network-requests audit read here. */
interface NetworkRequestRow {
  resourceType?: string;
  protocol?: string;
}

/** The audit that fails, as it should, on a page robots.txt keeps out of search engines. */
const CRAWLABLE_AUDIT = 'is-crawlable';

/** A category's score as Lighthouse weighs it (0 to 100), leaving out the audits named. */
export function categoryScoreWithout(
  lhr: Pick<Result, 'categories' | 'audits'>,
  category: Category,
  leftOut: string[],
) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (leftOut.includes(ref.id) || ref.weight === 0 || typeof score !== 'number') continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100);
}

function figures(page: BenchPage, lhr: Result, performanceRuns: number[], quietStarts: number): LighthouseFigures {
  const score = (c: Category) => {
    const s = lhr.categories[c]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const numeric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const flagged: LighthouseFigures['flagged'] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (page.keptOutOfSearch && ref.id === CRAWLABLE_AUDIT) continue;
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      flagged.push({ category: c, id: ref.id, title: audit.title, score: audit.score });
    }
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number | null>;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestRow[] } | undefined)?.items;
  const html = requests?.find((r) => r.resourceType === 'Document');
  const crawlable = lhr.audits[CRAWLABLE_AUDIT]?.score;
  return {
    page: page.name,
    path: page.path,
    finalUrl: lhr.finalDisplayedUrl,
    runs: performanceRuns.length,
    scores: page.keptOutOfSearch ? { ...scores, seo: categoryScoreWithout(lhr, 'seo', [CRAWLABLE_AUDIT]) } : scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    protocol: typeof html?.protocol === 'string' ? html.protocol : null,
    cls: numeric('cumulative-layout-shift'),
    performanceRuns,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) || null,
    quietStarts,
    flagged,
    ...(page.keptOutOfSearch
      ? { keptOutOfSearch: { crawlable: typeof crawlable === 'number' ? crawlable === 1 : null } }
      : {}),
  };
}

/**
 * Playwright in the Lighthouse browser only while it signs in or empties the cache: connected, it
 * attaches to every page, the one Lighthouse loads included, and takes part in its load (its
 * protocol traffic, its scripts in each frame).
 */
async function withPlaywright(port: number, use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context to sign in with');
    await use(context);
  } finally {
    // Disconnects: the browser, its session and its pages stay.
    await browser.close();
  }
}

/**
 * A page's server-side parts answered once before its first run: the Functions emulator starts a
 * worker (about a second of loading code) for a function none of its idle workers can serve, and a
 * page's first run would otherwise wait for that (Home's HTML took 2.3 s instead of 0.1 s).
 */
async function warmUp(url: string): Promise<void> {
  const res = await fetch(url);
  await res.arrayBuffer();
}

/** Where the shop is: `browser`, the origin Lighthouse's browser loads (the HTTP/2 front); `server`, Hosting's own. */
export interface LighthouseOrigins {
  browser: string;
  server: string;
}

/**
 * Lighthouse's default (mobile) preset on each page, `runs` times, in one Chromium started with
 * the headless flags, on a warm server: each page is loaded once before its runs (signed in, in the
 * browser: the page's API calls too; a visitor's page, its HTML). A signed-in page's viewer (the demo
 * customer or admin) signs in through the login page first, and its runs keep the browser's storage
 * (the session) but not its HTTP cache. The median run's full report is written beside the bench report.
 * An https browser origin is the bench's HTTP/2 front, whose own certificate this Chromium accepts.
 */
export async function runLighthouse(
  origins: LighthouseOrigins,
  pages: BenchPage[],
  runs: number,
  reportDir: string,
): Promise<LighthouseFigures[]> {
  process.env.CHROME_PATH = chromePath;
  const base = origins.browser;
  const chromeFlags = [
    ...chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags()),
    ...(base.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
  ];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results: LighthouseFigures[] = [];
  mkdirSync(reportDir, { recursive: true });
  try {
    let signedInAs: BenchViewer = 'visitor';
    for (const page of pages) {
      const lhrs: Result[] = [];
      let quietStarts = 0;
      try {
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          };
          if (page.as === 'visitor') {
            // Lighthouse empties the page's storage before a run: nobody is signed in after it.
            signedInAs = 'visitor';
            if (i === 0) await warmUp(`${origins.server}${page.path}`);
          } else {
            const viewer = page.as;
            await withPlaywright(chrome.port, async (context) => {
              if (signedInAs !== viewer) {
                if (signedInAs !== 'visitor') await signOutOf(context, base);
                await signInAs(context, base, viewer);
                signedInAs = viewer;
              }
              const tab = await context.newPage();
              if (i === 0) await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
              await clearHttpCache(tab);
              await tab.close();
            });
            flags.disableStorageReset = true;
          }
          if ((await waitForQuiet(LIGHTHOUSE_QUIET)).quiet) quietStarts += 1;
          const result = await lighthouse(`${base}${page.path}`, flags);
          if (!result) throw new Error('Lighthouse returned no result');
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          lhrs.push(result.lhr);
        }
        const perf = lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
        const mid = median(perf);
        const chosen = lhrs[perf.indexOf(mid)] ?? lhrs[0];
        if (!chosen) throw new Error('no run finished');
        writeFileSync(join(reportDir, `lighthouse-${page.name.toLowerCase()}.json`), JSON.stringify(chosen));
        results.push(figures(page, chosen, perf, quietStarts));
      } catch (err) {
        results.push({
          page: page.name,
          path: page.path,
          finalUrl: '',
          runs: lhrs.length,
          scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
          lcpMs: null,
          tbtMs: null,
          cls: null,
          performanceRuns: [],
          benchmarkIndex: null,
          quietStarts,
          flagged: [],
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
