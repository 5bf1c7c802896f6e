/**
 * The emulator launcher behind both README commands.
 *   tsx emulators/src/cli.ts start          build output must exist; starts the suite, seeds, prints the URL
 *   tsx emulators/src/cli.ts exec "<cmd>"   starts the suite, seeds, runs <cmd>, stops; exits with <cmd>'s code
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LaunchError, planEmulators, type EmulatorPlan } from './emulator-plan';
import { writeLocalConfig } from './local-config';
import { firebaseBin, projectId, repoRoot } from './paths';
import { emulatorPorts, hostingUrl, portOffset } from './ports';
import { seedDemoData } from './seed';
import { waitForUrl } from './wait-for';

/** The Hosting emulator logs every /api rewrite even when told to be quiet: drop those lines. */
function forwardOutput(child: ChildProcess) {
  if (!child.stdout) return;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('[hosting] Rewriting ')) process.stdout.write(`${line}\n`);
  });
}

function say(line: string) {
  console.log(`[toolshub] ${line}`);
}

function checkBuilt() {
  const missing = [join('functions', 'lib', 'index.js'), join('web', 'dist', 'index.html')].filter(
    (f) => !existsSync(join(repoRoot, f)),
  );
  if (missing.length)
    throw new LaunchError(`Build output missing (${missing.join(', ')}): run \`npm run build\` first.`);
}

function firebaseArgs(command: string, plan: EmulatorPlan): string[] {
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

function childEnv(plan: EmulatorPlan): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TMPDIR: isolatedTmpDir(),
    ...plan.env,
    TOOLSHUB_HOSTING_URL: hostingUrl(),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
}

async function start() {
  const started = Date.now();
  checkBuilt();
  const plan = await planEmulators();
  plan.notes.forEach(say);
  const child = spawn(firebaseBin, firebaseArgs('emulators:start', plan), {
    cwd: repoRoot,
    env: childEnv(plan),
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  forwardOutput(child);
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));

  const ready = (async () => {
    await waitForUrl(`${hostingUrl()}/api/tools?limit=1`, { timeoutMs: 180_000 });
    Object.assign(process.env, emulatorHostEnv());
    const counts = await seedDemoData();
    say(
      `seeded ${counts.tools} tools, ${counts.reviews} reviews, ${counts.orders} orders, ${counts.accounts} accounts`,
    );
    say(
      `Tools Hub is ready at ${hostingUrl()}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl+C stops)`,
    );
  })();
  const outcome = await Promise.race([ready.then(() => null), exited.then((code) => code)]).catch((err: unknown) => {
    child.kill('SIGINT');
    throw err;
  });
  if (outcome !== null) {
    throw new LaunchError(`The emulators stopped before the shop was ready (exit code ${outcome}).`);
  }
  process.exitCode = await exited;
}

/** What emulators:exec sets for its child; `start` sets it for the seed. */
function emulatorHostEnv(): Record<string, string> {
  const ports = emulatorPorts();
  return {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    GCLOUD_PROJECT: projectId,
  };
}

async function exec(command: string) {
  checkBuilt();
  const plan = await planEmulators();
  plan.notes.forEach(say);
  const inner = `tsx ${join('emulators', 'src', 'seed.ts')} && ${command}`;
  const child = spawn(firebaseBin, [...firebaseArgs('emulators:exec', plan), '--log-verbosity', 'QUIET', inner], {
    cwd: repoRoot,
    env: childEnv(plan),
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  forwardOutput(child);
  process.exitCode = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'start') return start();
  if (command === 'exec' && rest.length) return exec(rest.join(' '));
  throw new LaunchError('usage: cli.ts start | cli.ts exec "<command>"');
}

main().catch((err: unknown) => {
  console.error(
    `[toolshub] ${err instanceof LaunchError ? err.message : err instanceof Error ? err.stack : String(err)}`,
  );
  process.exitCode = 1;
});
