/**
 * Starting and stopping the Emulator Suite from a script: what `cli.ts start` does, and
 * `withEmulators(fn)` for scripts (the order benchmark) that need the suite only while they run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LaunchError, planEmulators, type EmulatorPlan } from './emulator-plan';
import { writeLocalConfig } from './local-config';
import { firebaseBin, projectId, repoRoot } from './paths';
import { emulatorPorts, hostingUrl, portOffset } from './ports';
import { seedDemoData } from './seed';
import { waitForUrl } from './wait-for';

/** The Hosting emulator logs every /api rewrite even when told to be quiet: drop those lines. */
export function forwardOutput(child: ChildProcess) {
  if (!child.stdout) return;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('[hosting] Rewriting ')) process.stdout.write(`${line}\n`);
  });
}

export function say(line: string) {
  console.log(`[toolshub] ${line}`);
}

export function checkBuilt() {
  const missing = [join('functions', 'lib', 'index.js'), join('web', 'dist', 'index.html')].filter(
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

export function childEnv(plan: EmulatorPlan, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TMPDIR: isolatedTmpDir(),
    ...plan.env,
    TOOLSHUB_HOSTING_URL: hostingUrl(),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
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
  /** Resolves with firebase-tools' exit code once the suite has stopped. */
  exited: Promise<number>;
  /** Stops the suite (as Ctrl+C does) and waits until it has. */
  stop(): Promise<number>;
}

export interface SuiteOptions {
  /** Where the emulators' own output goes: this terminal (default) or a file. */
  logFile?: string;
  /** Extra environment for firebase-tools and the functions it runs. */
  env?: Record<string, string>;
}

/**
 * Builds must exist. Starts the suite, waits until the API answers through Hosting, points this
 * process's Admin SDK at the emulators and seeds the demo shop. Ctrl+C stops the suite.
 */
export async function startSuite(options: SuiteOptions = {}): Promise<RunningSuite> {
  checkBuilt();
  const plan = await planEmulators();
  plan.notes.forEach(say);
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  // Its own process group: Ctrl+C reaches firebase-tools once (forwarded below), and whatever it
  // leaves behind when it fails (a Firestore JVM, function workers) can be stopped with it.
  const child = spawn(firebaseBin, firebaseArgs('emulators:start', plan), {
    cwd: repoRoot,
    env: childEnv(plan, options.env),
    stdio: log ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'pipe', 'inherit'],
    detached: true,
  });
  if (log) {
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    forwardOutput(child);
  }
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  void exited.then(() => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    log?.end();
    sweepGroup(child.pid);
  });

  const ready = (async () => {
    await waitForUrl(`${hostingUrl()}/api/tools?limit=1`, { timeoutMs: 180_000 });
    Object.assign(process.env, emulatorHostEnv());
    const counts = await seedDemoData();
    say(
      `seeded ${counts.tools} tools, ${counts.reviews} reviews, ${counts.orders} orders, ${counts.accounts} accounts`,
    );
  })();
  const outcome = await Promise.race([ready.then(() => null), exited.then((code) => code)]).catch((err: unknown) => {
    child.kill('SIGINT');
    throw err;
  });
  if (outcome !== null) {
    const where = options.logFile ? `; its output is in ${options.logFile}` : '';
    throw new LaunchError(`The emulators stopped before the shop was ready (exit code ${outcome})${where}.`);
  }
  return {
    exited,
    stop: () => {
      stop();
      return exited;
    },
  };
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
