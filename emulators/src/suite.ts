/**
 * Starting and stopping the Emulator Suite from a script: what `cli.ts start` does (with its saved
 * data), and `withEmulators(fn)` for scripts (the benchmarks, the soak) that need a fresh suite
 * only while they run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LaunchError, planEmulators, type EmulatorPlan } from './emulator-plan';
import { writeLocalConfig } from './local-config';
import { firebaseBin, projectId, repoRoot } from './paths';
import { inboxAddresses, inboxEnv, startInbox } from './inbox';
import { emulatorPorts, hostingUrl, portOffset } from './ports';
import { descendantsIn, listProcesses, signalSurvivors, type ProcessInfo } from './process-tree';
import { openSavedData, shown, type SavedDataSession, type SaveOutcome } from './saved-data-session';
import { backfillLowStock } from './backfill-low-stock';
import { rebuildRollups, rollupsNeverRebuilt } from '../../functions/src/analytics/rebuild-rollups';
import { firestore } from '../../functions/src/firebase';
import { isShopEmpty, seedDemoData } from './seed';
import { warmPages } from './warm-pages';
import { waitForLine, waitForUrl } from './wait-for';

/**
 * The Hosting emulator logs every /api rewrite, and the Functions emulator that it read
 * functions/.env each time it starts a worker, even when told to be quiet: drop those lines.
 */
const NOISE = [/^\[hosting\] Rewriting /, /functions: Loaded environment variables from \.env\.$/];

export function forwardOutput(child: ChildProcess) {
  if (!child.stdout) return;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!NOISE.some((pattern) => pattern.test(line))) process.stdout.write(`${line}\n`);
  });
}

export function say(line: string) {
  console.log(`[toolshub] ${line}`);
}

export function checkBuilt() {
  const missing = [join('functions', 'lib', 'index.js'), join('web', 'dist', 'app.html')].filter(
    (f) => !existsSync(join(repoRoot, f)),
  );
  if (missing.length)
    throw new LaunchError(`Build output missing (${missing.join(', ')}): run \`npm run build\` first.`);
}

export function firebaseArgs(command: string, plan: EmulatorPlan): string[] {
  const config = writeLocalConfig(plan.ui);
  return [command, '--project', projectId, '--config', config, '--only', plan.only.join(',')];
}

/**
 * firebase-tools keeps a per-project locator file in the temp folder; suites of the same project
 * on other port offsets must not share it.
 */
function isolatedTmpDir(): string {
  const dir = join(tmpdir(), `toolshub-emulators-${portOffset()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const WORKER_START_TIMEOUT_SECONDS = 120;

/** Loaded into firebase-tools' own process first (the Auth emulator's schemas, compiled when used): see the file. */
export const firebaseToolsPreload = join(repoRoot, 'emulators', 'src', 'firebase-tools-preload.cjs');

/** NODE_OPTIONS for firebase-tools: the caller's, and the preload (which takes itself off again for what firebase-tools starts). */
export function firebaseToolsNodeOptions(existing: string | undefined = process.env.NODE_OPTIONS): string {
  return [existing, `--require ${JSON.stringify(firebaseToolsPreload)}`].filter(Boolean).join(' ');
}

export function childEnv(plan: EmulatorPlan, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TMPDIR: isolatedTmpDir(),
    ...plan.env,
    TOOLSHUB_HOSTING_URL: hostingUrl(),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // A request that needs a new function worker waits for its socket this long, then the emulator
    // drops it unanswered (30 s by default). Several workers starting at once on 2 busy cores took
    // longer: the page's request hung. A slow worker start should be a slow answer, not none.
    FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_START_TIMEOUT_SECONDS),
    NODE_OPTIONS: firebaseToolsNodeOptions(),
    ...extra,
  };
}

/** What emulators:exec sets for its child; a started suite sets it for this process. */
export function emulatorHostEnv(): Record<string, string> {
  const ports = emulatorPorts();
  return {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    GCLOUD_PROJECT: projectId,
  };
}

export interface RunningSuite {
  /** firebase-tools' process, which leads the suite's process group (function workers run in it). */
  pid: number;
  /** Resolves with firebase-tools' exit code once the suite has stopped (and its data is saved). */
  exited: Promise<number>;
  /** Where the shop's data came from: a saved export, or the demo seed. */
  data: { restoredFrom: string } | { seeded: true };
  /** The local inbox's web page, where the shop's e-mail arrives (null for a `dataOnly` suite). */
  inboxUrl: string | null;
  /**
   * Stops the suite (as Ctrl+C does) and waits until it has. `secondInterruptAfterMs` sends a
   * second interrupt that long after the first, as an impatient user does: firebase-tools then
   * quits at once, whatever it was doing.
   */
  stop(options?: { secondInterruptAfterMs?: number }): Promise<number>;
}

export interface SuiteOptions {
  /** Where the emulators' own output goes: this terminal (default) or a file. */
  logFile?: string;
  /** Extra environment for firebase-tools and the functions it runs. */
  env?: Record<string, string>;
  /**
   * Keep the data between runs in this folder (what `npm start` does): restore the last save,
   * seed only an empty shop, save on exit. Without it the suite starts from the demo seed and
   * keeps nothing (tests, benchmarks).
   */
  savedData?: string;
  /**
   * Only the emulators that hold the shop's accounts and documents (Auth and Firestore): no API,
   * no Hosting, no Storage, no inbox. For a test of saving and restoring, which needs no more and
   * then starts in a fraction of the time. Ready when firebase-tools says every emulator is (Auth's
   * import of saved accounts included), not when the API answers.
   */
  dataOnly?: boolean;
  /**
   * Ask for the pages the `page` function renders (warm-pages.ts) while the shop is restored or
   * seeded, so that they are ready with it: `npm start`'s first visitor. Test runs warm it themselves.
   */
  warmPages?: boolean;
}

const DATA_EMULATORS = ['auth', 'firestore'];

/** firebase-tools ignores a second signal within 100 ms; one Ctrl+C can reach us twice (npm, tsx). */
const SAME_INTERRUPT_MS = 100;

/**
 * Builds must exist. Starts the suite, waits until the API answers through Hosting, points this
 * process's Admin SDK at the emulators and seeds the demo shop (with `savedData`: restores the
 * save instead, if there is one). Ctrl+C stops the suite; a second Ctrl+C stops it at once.
 */
export async function startSuite(options: SuiteOptions = {}): Promise<RunningSuite> {
  checkBuilt();
  const fullPlan = await planEmulators();
  const plan = options.dataOnly
    ? { ...fullPlan, only: fullPlan.only.filter((name) => DATA_EMULATORS.includes(name)), notes: [] }
    : fullPlan;
  plan.notes.forEach(say);
  const args = firebaseArgs('emulators:start', plan);
  // Beside firebase-tools (see `ready` below), not before it: loading MailDev takes a second or two.
  const inbox = options.dataOnly ? null : startInbox();
  inbox?.catch(() => undefined); // its failure is reported through `ready`
  const session = options.savedData ? openSavedData(options.savedData) : null;
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  // Its own process group: Ctrl+C reaches firebase-tools once (forwarded below), and whatever it
  // leaves behind when it fails (a Firestore JVM, function workers) can be stopped with it.
  // With saved data it works in that folder: firebase-tools writes each export there first
  // (relative to its working folder) before renaming it into place, which is then one rename on
  // one file system, and the debris of an interrupted export stays inside the git-ignored folder.
  const child = spawn(firebaseBin, [...args, ...(session?.firebaseArgs ?? [])], {
    cwd: session?.dataDir ?? repoRoot,
    env: childEnv(plan, { ...(inbox ? inboxEnv() : {}), ...options.env }),
    stdio: log ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'pipe', 'inherit'],
    detached: true,
  });
  if (log) {
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    forwardOutput(child);
  }
  // What firebase-tools started, noted while it runs: see process-tree.ts.
  const started = new Map<number, ProcessInfo>();
  const noteStarted = () => {
    if (child.pid === undefined) return;
    for (const p of descendantsIn(listProcesses(), child.pid)) started.set(p.pid, p);
  };
  const interrupt = () => {
    noteStarted();
    child.kill('SIGINT');
  };
  let lastInterrupt = 0;
  const onSignal = () => {
    const now = Date.now();
    if (now - lastInterrupt < SAME_INTERRUPT_MS) return;
    lastInterrupt = now;
    interrupt();
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  signals.forEach((signal) => process.on(signal, onSignal));
  // Aborted when firebase-tools exits: the wait for the shop to answer ends with it (a Ctrl+C
  // during the start would otherwise keep the launcher waiting out the whole start timeout).
  const untilExit = new AbortController();
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code) => {
      untilExit.abort('the emulators exited');
      signals.forEach((signal) => process.off(signal, onSignal));
      log?.end();
      sweepGroup(child.pid);
      signalSurvivors(started.values());
      if (session) reportSave(session);
      void Promise.resolve(inbox)
        .then((running) => running?.stop())
        .catch(() => undefined)
        .finally(() => resolve(code ?? 1));
    }),
  );

  const ready = (async (): Promise<RunningSuite['data']> => {
    await (inbox
      ? Promise.all([
          waitForUrl(`${hostingUrl()}/api/tools?limit=1`, { timeoutMs: 180_000, signal: untilExit.signal }),
          inbox,
        ])
      : child.stdout &&
        waitForLine(child.stdout, 'All emulators ready', { timeoutMs: 180_000, signal: untilExit.signal }));
    noteStarted();
    Object.assign(process.env, emulatorHostEnv());
    const warming = options.warmPages ? warmPages(hostingUrl()) : Promise.resolve();
    const data = await restoreOrSeed();
    await warming;
    return data;
  })();
  async function restoreOrSeed(): Promise<RunningSuite['data']> {
    if (session?.restoredFrom) {
      if (!(await isShopEmpty())) {
        say(`restored saved data from ${shown(session.restoredFrom)} (\`npm run reset\` goes back to the demo shop)`);
        const flagged = await backfillLowStock();
        if (flagged > 0) say(`set the low-stock flag of ${flagged} saved tools`);
        // A save from before the analytics roll-ups existed: count its orders and accounts once.
        if (await rollupsNeverRebuilt(firestore())) {
          const rebuilt = await rebuildRollups(firestore());
          say(`built the analytics roll-ups from ${rebuilt.orders} saved orders and ${rebuilt.customers} accounts`);
        }
        return { restoredFrom: session.restoredFrom };
      }
      say(`the saved data in ${shown(session.restoredFrom)} holds no shop`);
    }
    const counts = await seedDemoData();
    say(
      `seeded demo data: ${counts.tools} tools, ${counts.reviews} reviews, ${counts.orders} orders, ${counts.accounts} accounts`,
    );
    return { seeded: true };
  }
  const outcome = await Promise.race([ready.then((data) => ({ data })), exited.then((code) => ({ code }))]).catch(
    async (err: unknown) => {
      // The wait ended because the emulators exited (a Ctrl+C during the start): say that, once they have.
      if (untilExit.signal.aborted) return { code: await exited };
      session?.abandon();
      interrupt();
      throw err;
    },
  );
  if ('code' in outcome) {
    const where = options.logFile ? `; its output is in ${options.logFile}` : '';
    throw new LaunchError(`The emulators stopped before the shop was ready (exit code ${outcome.code})${where}.`);
  }
  return {
    pid: child.pid ?? 0,
    exited,
    data: outcome.data,
    inboxUrl: inbox ? inboxAddresses().url : null,
    stop: ({ secondInterruptAfterMs } = {}) => {
      interrupt();
      if (secondInterruptAfterMs !== undefined) {
        const again = setTimeout(interrupt, secondInterruptAfterMs);
        void exited.then(() => clearTimeout(again));
      }
      return exited;
    },
  };
}

function reportSave(session: SavedDataSession) {
  let outcome: SaveOutcome;
  try {
    outcome = session.finish();
  } catch (err) {
    say(`could not keep the emulators' data: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  if (outcome.saved) say(`saved the emulators' data to ${shown(outcome.folder)}`);
  else if (outcome.kept) say(`the export did not finish; the save in ${shown(outcome.kept)} is kept`);
  else say('the export did not finish; nothing is saved (the next start seeds the demo shop)');
}

/** Stops what is left of the suite's process group once firebase-tools itself has exited. */
function sweepGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // ESRCH: nothing was left behind
  }
}

/** Runs `fn` against a freshly started and seeded suite, and stops the suite afterwards. */
export async function withEmulators<T>(fn: () => Promise<T>, options: SuiteOptions = {}): Promise<T> {
  const suite = await startSuite(options);
  try {
    return await fn();
  } finally {
    say('stopping the emulators');
    await suite.stop();
  }
}
