/**
 * The emulator launcher behind both README commands.
 *   tsx emulators/src/cli.ts start          build output must exist; starts the suite, seeds, prints the URL
 *   tsx emulators/src/cli.ts exec "<cmd>"   starts the suite, seeds, runs <cmd>, stops; exits with <cmd>'s code
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LaunchError, planEmulators } from './emulator-plan';
import { firebaseBin, repoRoot } from './paths';
import { hostingUrl } from './ports';
import { checkBuilt, childEnv, firebaseArgs, forwardOutput, say, startSuite } from './suite';

async function start() {
  const started = Date.now();
  const suite = await startSuite();
  say(
    `Tools Hub is ready at ${hostingUrl()}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl+C stops)`,
  );
  process.exitCode = await suite.exited;
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
