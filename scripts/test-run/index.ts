/**
 * `npm test`: every step once, in order, then the timing table.
 *   build → unit beside the restart test and the Emulator Suite's start and seed
 *         → (inside that one suite: integration, the rest of the unit tests beside it → browser)
 * Each step stops the run when it fails (the table still prints, the later steps marked "not run").
 * The runners write JSON reports into reports/tests/, which the table reads.
 *
 *   tsx scripts/test-run/index.ts                     the whole run (what `npm test` calls)
 *   tsx scripts/test-run/index.ts --inside <steps…>   the steps that need the suite (run by `cli.ts exec`)
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/**
 * Where the whole run tells the steps inside the suite whether to go on once the unit tests and the
 * restart test are done (`go` or `stop`): the suite starts beside them, not after them.
 */
const gateFile = join(reportsDir, 'gate');
const WAITING_STEP = 'waiting for the unit tests';
const BESIDE_INTEGRATION_STEP = 'unit, beside integration';

/**
 * The unit projects that run beside the integration tests instead of before them: the checks of the
 * repository as a whole (its contract compiled twice, its import rules) and of the launcher (the
 * Storage rules runtime compiled and started). The integration tests' first half, the counting
 * files one at a time, leaves about a third of both cores idle for a minute; these take the start's
 * CPU (the suite's start and the restart test's are CPU-bound) to there. They share nothing with
 * the suite (the launcher's tests already ran beside its start).
 */
const besideIntegrationProjects = ['repo', 'emulators'];

/** Every unit project, as `npm run test:unit` names them, so that one added there runs here too. */
function unitProjects(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const projects = [...(pkg.scripts['test:unit'] ?? '').matchAll(/--project (\S+)/g)].map((m) => m[1]!);
  const unknown = besideIntegrationProjects.filter((p) => !projects.includes(p));
  if (unknown.length) throw new Error(`test:unit does not run ${unknown.join(', ')}`);
  return projects;
}
const report = (name: string) => join(reportsDir, `${name}.json`);
const vitestJson = (name: string) => `--reporter=default --reporter=json --outputFile.json=${report(name)}`;
const vitestProjects = (projects: string[], reportName: string) =>
  `vitest run ${projects.map((p) => `--project ${p}`).join(' ')} ${vitestJson(reportName)}`;

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

/** Like run, but its output is held and printed in one piece at the end: it runs beside another step's. */
function runHeld(command: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      process.stdout.write(Buffer.concat(output));
      done(code);
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(1));
  });
}

async function timed(name: string, command: string, { held = false } = {}): Promise<StepTiming> {
  const started = performance.now();
  const exitCode = await (held ? runHeld(command) : run(command));
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

const gateWord = () => (existsSync(gateFile) ? readFileSync(gateFile, 'utf8').trim() : '');

/** Waits for the whole run's word in the gate file; true to go on. Without a gate (run alone), goes on. */
async function passedGate(): Promise<boolean> {
  if (!process.env.TOOLSHUB_TEST_GATE) return true;
  const started = performance.now();
  let word = '';
  while (word !== 'go' && word !== 'stop') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    word = gateWord();
  }
  const step = { name: WAITING_STEP, seconds: (performance.now() - started) / 1000, exitCode: 0 };
  appendFileSync(stepsFile, `${JSON.stringify(step)}\n`);
  return word === 'go';
}

async function inside(names: string[]): Promise<number> {
  // An earlier step failed: nothing here runs (the table says "not run"), and the suite stops.
  if (!(await passedGate())) return 0;
  for (const name of names) {
    const command = insideSteps[name];
    if (!command) throw new Error(`unknown step ${name}; known: ${Object.keys(insideSteps).join(', ')}`);
    // The unit tests that ran beside the last step failed: the whole run says so.
    if (process.env.TOOLSHUB_TEST_GATE && gateWord() === 'stop') return 0;
    const step = await timed(name, command);
    if (step.exitCode !== 0) return step.exitCode ?? 1;
  }
  return 0;
}

/**
 * The restart test starts suites of its own (it mostly waits for emulators to start and stop) on
 * ports 10000 away from this run's, beside the unit tests. (Beside the integration tests instead,
 * on a fresh clone: unit 177 -> 157 s, integration 155 -> 182 s, the run 12:19 -> 12:29.)
 */
const runOffset = Number(process.env.TOOLSHUB_PORT_OFFSET ?? 0);
// Offsets stop at 20000 (ports.ts).
const restartTestOffset = String(runOffset <= 10_000 ? runOffset + 10_000 : runOffset - 10_000);

async function whole(): Promise<number> {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const started = performance.now();
  const build = await timed('build', 'npm run build');
  let failed = build.exitCode ?? 1;
  if (!failed) {
    // The suite starts and seeds (half a minute, the cores half idle) while the unit tests and the
    // restart test run; the steps inside it wait for their outcome (the gate).
    const suite = timed(
      'emulators',
      `TOOLSHUB_TEST_GATE=1 tsx emulators/src/cli.ts exec "tsx scripts/test-run/index.ts --inside ${Object.keys(insideSteps).join(' ')}"`,
    );
    const firstProjects = unitProjects().filter((p) => !besideIntegrationProjects.includes(p));
    const beside = await Promise.all([
      timed('unit', vitestProjects(firstProjects, 'unit')),
      timed('restart test', `TOOLSHUB_PORT_OFFSET=${restartTestOffset} npm run test:suites -- ${vitestJson('suites')}`),
    ]);
    failed = beside.find((step) => step.exitCode !== 0)?.exitCode ?? 0;
    writeFileSync(gateFile, failed ? 'stop' : 'go');
    if (!failed) {
      const late = await timed(BESIDE_INTEGRATION_STEP, vitestProjects(besideIntegrationProjects, 'unit-beside'), {
        held: true,
      });
      failed = late.exitCode ?? 1;
      if (failed) writeFileSync(gateFile, 'stop');
    }
    const suiteStep = await suite;
    if (!failed) failed = suiteStep.exitCode ?? 0;
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
  rows.push(get(BESIDE_INTEGRATION_STEP) ?? { name: BESIDE_INTEGRATION_STEP, seconds: 0, exitCode: null });
  const restart = get('restart test');
  rows.push({ ...(restart ?? { seconds: 0, exitCode: null }), name: 'restart test (beside unit)' });
  if (suite) {
    // The suite's own start, seed and stop: its wall time less the steps it ran and its wait for
    // the unit tests (its start and seed ran beside them).
    const waited = get(WAITING_STEP)?.seconds ?? 0;
    const innerSeconds = inner.reduce((sum, step) => sum + (step?.seconds ?? 0), waited);
    // Failed on its own account (it could not start, or stop) when every step inside passed or none ran.
    const innerFailed = inner.some((step) => step && step.exitCode !== 0);
    rows.push({
      name: 'emulators (start, seed beside unit; stop)',
      seconds: Math.max(0, suite.seconds - innerSeconds),
      exitCode: innerFailed ? 0 : suite.exitCode,
    });
  }
  Object.keys(insideSteps).forEach((name, i) => rows.push(inner[i] ?? { name, seconds: 0, exitCode: null }));

  const items: TimedItem[] = [
    ...vitestFiles('unit', report('unit'), root),
    ...vitestFiles('unit', report('unit-beside'), root),
    ...vitestFiles('integration', report('integration-serial'), root),
    ...vitestFiles('integration', report('integration'), root),
    ...playwrightJourneys(report('browser')),
    ...vitestFiles('restart test', report('suites'), root),
  ];
  const counts = {
    unit: vitestTestCount(report('unit')),
    [BESIDE_INTEGRATION_STEP]: vitestTestCount(report('unit-beside')),
    integration: sum(vitestTestCount(report('integration-serial')), vitestTestCount(report('integration'))),
    browser: playwrightJourneys(report('browser')).length || null,
    'restart test (beside unit)': vitestTestCount(report('suites')),
  };
  console.log(timingTable(rows, items, counts, wallSeconds));
}

const [first, ...rest] = process.argv.slice(2);
const exitCode = first === '--inside' ? await inside(rest) : first === '--table' ? (printTable(), 0) : await whole();
process.exitCode = exitCode;
