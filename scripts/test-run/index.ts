/**
 * `npm test`: every step once, in order, then the timing table.
 *   build → unit beside the restart test → (inside one Emulator Suite: integration → browser)
 * Each step stops the run when it fails (the table still prints, the later steps marked "not run").
 * The runners write JSON reports into reports/tests/, which the table reads.
 *
 *   tsx scripts/test-run/index.ts                     the whole run (what `npm test` calls)
 *   tsx scripts/test-run/index.ts --inside <steps…>   the steps that need the suite (run by `cli.ts exec`)
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  playwrightJourneys,
  timingTable,
  vitestFiles,
  vitestTestCount,
  type StepTiming,
  type TimedItem,
} from './timing-table';

const root = resolve(import.meta.dirname, '../..');
const reportsDir = join(root, 'reports', 'tests');
const stepsFile = join(reportsDir, 'steps.jsonl');
const report = (name: string) => join(reportsDir, `${name}.json`);
const vitestJson = (name: string) => `--reporter=default --reporter=json --outputFile.json=${report(name)}`;

/** The steps that run inside the suite, in order, with their commands. */
const insideSteps: Record<string, string> = {
  // As `npm run test:integration` does, each half with its report.
  integration: `vitest run --project integration-serial ${vitestJson('integration-serial')} && vitest run --project integration --maxWorkers=3 ${vitestJson('integration')}`,
  // playwright.config.ts writes reports/tests/browser.json itself.
  browser: 'npm run test:e2e',
};

function run(command: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

async function timed(name: string, command: string): Promise<StepTiming> {
  const started = performance.now();
  const exitCode = await run(command);
  const step = { name, seconds: (performance.now() - started) / 1000, exitCode };
  appendFileSync(stepsFile, `${JSON.stringify(step)}\n`);
  return step;
}

function recordedSteps(): StepTiming[] {
  if (!existsSync(stepsFile)) return [];
  return readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StepTiming);
}

async function inside(names: string[]): Promise<number> {
  for (const name of names) {
    const command = insideSteps[name];
    if (!command) throw new Error(`unknown step ${name}; known: ${Object.keys(insideSteps).join(', ')}`);
    const step = await timed(name, command);
    if (step.exitCode !== 0) return step.exitCode ?? 1;
  }
  return 0;
}

/**
 * The restart test starts suites of its own while the unit tests run (it mostly waits for
 * emulators to start and stop; they keep both cores busy), on ports 10000 away from this run's.
 */
const runOffset = Number(process.env.TOOLSHUB_PORT_OFFSET ?? 0);
// Offsets stop at 20000 (ports.ts).
const restartTestOffset = String(runOffset <= 10_000 ? runOffset + 10_000 : runOffset - 10_000);

async function whole(): Promise<number> {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const started = performance.now();
  const plan: [string, string][][] = [
    [['build', 'npm run build']],
    [
      ['unit', `npm run test:unit -- ${vitestJson('unit')}`],
      ['restart test', `TOOLSHUB_PORT_OFFSET=${restartTestOffset} npm run test:suites -- ${vitestJson('suites')}`],
    ],
    [
      [
        'emulators',
        `tsx emulators/src/cli.ts exec "tsx scripts/test-run/index.ts --inside ${Object.keys(insideSteps).join(' ')}"`,
      ],
    ],
  ];
  let failed = 0;
  for (const together of plan) {
    if (failed) break;
    const steps = await Promise.all(together.map(([name, command]) => timed(name, command)));
    failed = steps.find((step) => step.exitCode !== 0)?.exitCode ?? 0;
  }
  printTable((performance.now() - started) / 1000);
  return failed;
}

const sum = (...counts: (number | null)[]) =>
  counts.every((n) => n === null) ? null : counts.reduce<number>((total, n) => total + (n ?? 0), 0);

function printTable(wallSeconds?: number) {
  const recorded = recordedSteps();
  const get = (name: string) => recorded.find((step) => step.name === name);
  const inner = Object.keys(insideSteps).map((name) => get(name));
  const suite = get('emulators');
  const rows: StepTiming[] = [];
  for (const name of ['build', 'unit']) rows.push(get(name) ?? { name, seconds: 0, exitCode: null });
  const restart = get('restart test');
  rows.push({ ...(restart ?? { seconds: 0, exitCode: null }), name: 'restart test (beside unit)' });
  if (suite) {
    // The suite's own start, seed and stop: its wall time less the steps it ran.
    const innerSeconds = inner.reduce((sum, step) => sum + (step?.seconds ?? 0), 0);
    // Failed on its own account (it could not start, or stop) when every step inside passed or none ran.
    const innerFailed = inner.some((step) => step && step.exitCode !== 0);
    rows.push({
      name: 'emulators (start, seed, stop)',
      seconds: Math.max(0, suite.seconds - innerSeconds),
      exitCode: innerFailed ? 0 : suite.exitCode,
    });
  }
  Object.keys(insideSteps).forEach((name, i) => rows.push(inner[i] ?? { name, seconds: 0, exitCode: null }));

  const items: TimedItem[] = [
    ...vitestFiles('unit', report('unit'), root),
    ...vitestFiles('integration', report('integration-serial'), root),
    ...vitestFiles('integration', report('integration'), root),
    ...playwrightJourneys(report('browser')),
    ...vitestFiles('restart test', report('suites'), root),
  ];
  const counts = {
    unit: vitestTestCount(report('unit')),
    integration: sum(vitestTestCount(report('integration-serial')), vitestTestCount(report('integration'))),
    browser: playwrightJourneys(report('browser')).length || null,
    'restart test (beside unit)': vitestTestCount(report('suites')),
  };
  console.log(timingTable(rows, items, counts, wallSeconds));
}

const [first, ...rest] = process.argv.slice(2);
const exitCode = first === '--inside' ? await inside(rest) : first === '--table' ? (printTable(), 0) : await whole();
process.exitCode = exitCode;
