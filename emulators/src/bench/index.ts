/**
 * One suite's part of `npm run bench` (run.ts starts each suite): runs inside `cli.ts exec` (the
 * Emulator Suite with the production build on Hosting, seeded, as `npm start` serves it) and
 * measures what issue 7 budgets. Writes reports/bench-<time>.json with every figure (and each page's
 * Lighthouse report beside it) and prints one table.
 *
 * BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LOAD_SECONDS (default 5) and BENCH_CONCURRENCY
 * (default 1,10,50) trade time for steadier figures. BENCH_ONLY (some of modules, downloads,
 * lighthouse, api, reads, analytics) and BENCH_PAGES (page names) narrow a run while working on one
 * figure; BENCH_API=company narrows the api section to the order of a company's member.
 * From run.ts: BENCH_STAMP names the report, BENCH_CONTINUE=1 keeps the figures an earlier suite's
 * part wrote in it, BENCH_TABLE=0 leaves the table to the last part.
 */
import { execFileSync } from 'node:child_process';
import { deleteApp } from 'firebase-admin/app';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { scriptAdminApp } from '../admin-sdk';
import { repoRoot } from '../paths';
import { measureAnalytics } from './analytics';
import { measureApiLatency } from './api-latency';
import { launchChromium } from './browser';
import { catalogueReads, homeVisitReads, setCatalogSize, type CatalogueReads, type HomeReads } from './firestore-reads';
import { BUILD_ENTRIES, entryClosure, measureFirstLoads } from './first-load';
import { startHttp2Front } from './http2-front';
import { runLighthouse } from './lighthouse';
import { measureModuleLoad } from './module-load';
import { benchPages as allPages, resolveBenchPages } from './pages';
import { checkBudgets, renderTable, type BenchReport } from './report';
import { sectionsAsked } from './suites';

function say(line: string) {
  console.log(`[bench] ${line}`);
}

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const base = process.env.TOOLSHUB_HOSTING_URL;
  if (!base || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Run the bench with `npm run bench` (it starts the emulators and sets their addresses).');
  }
  const lighthouseRuns = positiveInt('BENCH_LIGHTHOUSE_RUNS', 3);
  const loadSeconds = positiveInt('BENCH_LOAD_SECONDS', 5);
  const concurrency = (process.env.BENCH_CONCURRENCY ?? '1,10,50').split(',').map(Number);
  if (concurrency.some((c) => !Number.isInteger(c) || c < 1 || c > 200)) {
    throw new Error('BENCH_CONCURRENCY must list whole numbers from 1 to 200');
  }
  const sections = new Set(sectionsAsked(process.env.BENCH_ONLY));
  const wanted = process.env.BENCH_PAGES?.toLowerCase().split(',');
  const benchPages = await resolveBenchPages(
    base,
    wanted ? allPages.filter((p) => wanted.includes(p.name.toLowerCase())) : allPages,
  );
  const startedAt = new Date();
  const stamp = process.env.BENCH_STAMP ?? startedAt.toISOString().replace(/[:.]/g, '-');
  const reportDir = join(repoRoot, 'reports');
  const detailDir = join(reportDir, `bench-${stamp}`);
  const file = join(reportDir, `bench-${stamp}.json`);
  mkdirSync(detailDir, { recursive: true });
  // An earlier suite's part of this run: its figures stay where this part measures nothing.
  const earlier: BenchReport | null =
    process.env.BENCH_CONTINUE === '1' && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as BenchReport)
      : null;
  const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(2)));
  say(`on ${cpus().length} cores, load average ${loadAverageAtStart.join(' ')}; shop at ${base}`);

  let moduleLoad: BenchReport['moduleLoad'] = earlier?.moduleLoad ?? { error: 'not measured in this run' };
  if (sections.has('modules')) {
    say('module load of the api function');
    try {
      moduleLoad = measureModuleLoad(5);
    } catch (err) {
      moduleLoad = { error: err instanceof Error ? err.message : String(err) };
    }
  }

  let firstLoads: BenchReport['firstLoads'] = earlier?.firstLoads ?? [];
  if (sections.has('downloads')) {
    say('first-visit downloads of each page');
    const browser = await launchChromium();
    try {
      firstLoads = await measureFirstLoads(browser, base, benchPages);
    } finally {
      await browser.close();
    }
  }

  let lighthouse: BenchReport['lighthouse'] = earlier?.lighthouse ?? [];
  if (sections.has('lighthouse')) {
    say(`Lighthouse, ${lighthouseRuns} run(s) per page, over HTTP/${process.env.BENCH_HTTP === '1.1' ? '1.1' : '2'}`);
    // Over HTTP/2, as Firebase Hosting serves the shop (http2-front.ts); BENCH_HTTP=1.1 for the emulator's own.
    const front = process.env.BENCH_HTTP === '1.1' ? null : await startHttp2Front(base);
    try {
      lighthouse = await runLighthouse(
        { browser: front?.url ?? base, server: base },
        benchPages,
        lighthouseRuns,
        detailDir,
      );
    } finally {
      await front?.close();
    }
  }

  let api: BenchReport['api'] = earlier?.api ?? { poolWarmupMs: Number.NaN, endpoints: [] };
  if (sections.has('api')) {
    say(`API latency, ${loadSeconds} s per endpoint and concurrency (${concurrency.join(', ')})`);
    api = await measureApiLatency(base, {
      levels: concurrency,
      durationMs: loadSeconds * 1000,
      toolId: 'claw-hammer',
      companyOnly: process.env.BENCH_API === 'company',
    });
  }

  const firestoreReads: HomeReads[] = earlier?.firestoreReads ?? [];
  const cataloguePageReads: CatalogueReads[] = earlier?.catalogueReads ?? [];
  if (sections.has('reads')) {
    say('Firestore reads per home-page visit and per catalogue page');
    const browser = await launchChromium();
    try {
      // Growing only, so the catalogue's own tools stay in it; filler tools are older than all of them.
      cataloguePageReads.push(await catalogueReads(base, await setCatalogSize(40)));
      const tools = await setCatalogSize(5000);
      cataloguePageReads.push(await catalogueReads(base, tools));
      firestoreReads.push(await homeVisitReads(browser, base, tools));
      firestoreReads.unshift(await homeVisitReads(browser, base, await setCatalogSize(12)));
    } finally {
      await browser.close();
    }
  }

  let analytics: BenchReport['analytics'] = earlier?.analytics ?? { reads: [], latency: [] };
  if (sections.has('analytics')) {
    say('Firestore reads per analytics load with 100 and 10,000 orders, then GET /api/analytics latency');
    try {
      analytics = await measureAnalytics(base, {
        orderCounts: [100, 10_000],
        levels: concurrency.filter((c) => c <= 10),
        durationMs: loadSeconds * 1000,
      });
    } catch (err) {
      analytics = { reads: [], latency: [], error: err instanceof Error ? err.message : String(err) };
    }
  }

  const partial = {
    startedAt: earlier?.startedAt ?? startedAt.toISOString(),
    machine: {
      cpus: cpus().length,
      loadAverageAtStart: earlier?.machine.loadAverageAtStart ?? loadAverageAtStart,
      loadAverageAtEnd: loadavg().map((n) => Number(n.toFixed(2))),
      node: process.version,
      commit: commit(),
    },
    settings: { lighthouseRuns, loadSeconds, concurrency },
    moduleLoad,
    firstLoads,
    homeEntryClosure: entryClosure(BUILD_ENTRIES.islands),
    appEntryClosure: entryClosure(BUILD_ENTRIES.app),
    lighthouse,
    api,
    firestoreReads,
    catalogueReads: cataloguePageReads,
    analytics,
  };
  const report: BenchReport = { ...partial, finishedAt: new Date().toISOString(), budgets: checkBudgets(partial) };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportDir, 'bench-latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  if (process.env.BENCH_TABLE === '0') {
    say(`figures so far in ${file}; the next suite's part adds its own and prints the table`);
    return;
  }
  console.log('');
  console.log(renderTable(report));
  console.log('');
  for (const b of report.budgets) {
    say(`${b.met === null ? 'NOT MEASURED' : b.met ? 'met   ' : 'MISSED'}  ${b.budget}: ${b.figure}`);
  }
  const flagged = lighthouse.flatMap((l) =>
    l.flagged.filter((f) => f.category !== 'performance').map((f) => `${l.page}: ${f.category} ${f.id} (${f.score})`),
  );
  if (flagged.length) say(`Lighthouse flags: ${flagged.join('; ')}`);
  say(`load average at the end ${report.machine.loadAverageAtEnd.join(' ')}; report: ${file}`);
}

main()
  .catch((err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  // The Admin SDK's connections would keep the process (and so the emulators) running.
  .finally(() => deleteApp(scriptAdminApp()));
