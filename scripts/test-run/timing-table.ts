/**
 * The timing table that ends every `npm test`: each step's wall time, then the slowest test files
 * and browser journeys, read from the runners' own JSON reports (Vitest's `json` reporter,
 * Playwright's `json` reporter). Files and journeys over their budget are flagged: the suite's time
 * is a budget like the bench's, not a timed test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { textTable } from '../../emulators/src/text-table';

/** A browser journey over this many seconds is flagged. */
export const journeyBudgetSeconds = 15;
/** An integration test file over this many seconds is flagged. */
export const integrationFileBudgetSeconds = 30;

export interface StepTiming {
  name: string;
  seconds: number;
  /** The step's exit code; null when it did not run (an earlier step failed). */
  exitCode: number | null;
}

export interface TimedItem {
  /** `unit`, `integration`, `browser`, `restart test`. */
  kind: string;
  name: string;
  seconds: number;
  tests: number;
}

interface VitestReport {
  startTime: number;
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { results: { duration: number }[] }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { startTime: string; duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Test files of a Vitest JSON report, each with its own time (setup and import excluded). */
export function vitestFiles(kind: string, path: string, root: string): TimedItem[] {
  const report = readJson<VitestReport>(path);
  if (!report) return [];
  return report.testResults.map((file) => ({
    kind,
    name: relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
}

export function vitestTestCount(path: string): number | null {
  return readJson<VitestReport>(path)?.numTotalTests ?? null;
}

/** Journeys of a Playwright JSON report, each with the time of its last attempt. */
export function playwrightJourneys(path: string): TimedItem[] {
  const report = readJson<PlaywrightReport>(path);
  if (!report) return [];
  const items: TimedItem[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last) continue;
        items.push({
          kind: 'browser',
          name: `${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          seconds: last.duration / 1000,
          tests: 1,
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  report.suites.forEach((suite) => walk(suite, []));
  return items;
}

export function overBudget(item: TimedItem): boolean {
  if (item.kind === 'browser') return item.seconds > journeyBudgetSeconds;
  if (item.kind === 'integration') return item.seconds > integrationFileBudgetSeconds;
  return false;
}

const seconds = (s: number) => s.toFixed(1);
/** m:ss, rounded to the second first (119.8 s is 2:00, not 1:60). */
export function minutes(s: number): string {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
const shorten = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function timingTable(
  steps: StepTiming[],
  items: TimedItem[],
  counts: Record<string, number | null>,
  /** The whole run's wall time, where steps ran side by side; else the steps' sum. */
  wallSeconds?: number,
): string {
  const total = wallSeconds ?? steps.reduce((sum, step) => sum + step.seconds, 0);
  const stepRows = steps.map((step) => [
    step.name,
    step.exitCode === null ? 'not run' : seconds(step.seconds),
    step.exitCode === null ? '' : minutes(step.seconds),
    step.exitCode === null ? '' : step.exitCode === 0 ? 'passed' : `failed (${step.exitCode})`,
    counts[step.name] === undefined || counts[step.name] === null ? '' : String(counts[step.name]),
  ]);
  stepRows.push([
    'total',
    seconds(total),
    minutes(total),
    steps.every((s) => s.exitCode === 0) ? 'passed' : 'failed',
    '',
  ]);

  const slowest = (list: TimedItem[]) =>
    [...list]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10)
      .map((item) => [item.kind, shorten(item.name), seconds(item.seconds), overBudget(item) ? 'OVER BUDGET' : '']);
  const files = items.filter((item) => item.kind !== 'browser');
  const journeys = items.filter((item) => item.kind === 'browser');
  const over = items.filter(overBudget);

  const lines = [
    '',
    '== Timing of this `npm test`',
    textTable(['step', 'seconds', 'm:ss', 'result', 'tests'], stepRows, {
      alignRight: [false, true, true, false, true],
    }),
    '',
    'The 10 slowest test files',
    textTable(['kind', 'file', 'seconds', 'budget'], slowest(files), { alignRight: [false, false, true, false] }),
    '',
    'The 10 slowest browser journeys',
    textTable(['kind', 'journey', 'seconds', 'budget'], slowest(journeys), { alignRight: [false, false, true, false] }),
    '',
    over.length
      ? `${over.length} over budget (browser journey > ${journeyBudgetSeconds} s, integration file > ${integrationFileBudgetSeconds} s): ${over
          .map((item) => item.name)
          .join('; ')}`
      : `Nothing over budget (browser journey > ${journeyBudgetSeconds} s, integration file > ${integrationFileBudgetSeconds} s).`,
  ];
  return lines.join('\n');
}
