/**
 * The emulator launcher behind both README commands.
 *   tsx emulators/src/cli.ts start          build output must exist; starts the suite, restores the data
 *                                           saved in .emulator-data/ (or seeds the demo shop), prints the
 *                                           URL; saves the data again on Ctrl+C
 *   tsx emulators/src/cli.ts reset          forgets the saved data: the next start seeds the demo shop
 *   tsx emulators/src/cli.ts exec "<cmd>"   starts the suite on fresh demo data, runs <cmd>, stops (saves
 *                                           nothing); exits with <cmd>'s code
 * Each starts the local inbox (inbox.ts) beside the suite and stops it with the suite.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LaunchError, planEmulators } from './emulator-plan';
import { firebaseBin, repoRoot } from './paths';
import { inboxEnv, startInbox } from './inbox';
import { hostingUrl } from './ports';
import { defaultSavedDataDir } from './saved-data';
import { resetSavedData, shown } from './saved-data-session';
import { checkBuilt, childEnv, firebaseArgs, forwardOutput, say, startSuite } from './suite';

async function start() {
  const started = Date.now();
  const suite = await startSuite({ savedData: defaultSavedDataDir, warmPages: true });
  say(
    `Tools Hub is ready at ${hostingUrl()}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl+C stops)`,
  );
  if (suite.inboxUrl) say(`its e-mail arrives in the local inbox at ${suite.inboxUrl}`);
  process.exitCode = await suite.exited;
}

function reset() {
  resetSavedData(defaultSavedDataDir);
  say(`forgot the saved data in ${shown(defaultSavedDataDir)}: the next \`npm start\` seeds the demo shop`);
}

async function exec(command: string) {
  checkBuilt();
  const plan = await planEmulators();
  plan.notes.forEach(say);
  const inner = `tsx ${join('emulators', 'src', 'seed.ts')} && ${command}`;
  // The inbox starts beside firebase-tools, which takes far longer to be ready for the command.
  const inbox = startInbox();
  const child = spawn(firebaseBin, [...firebaseArgs('emulators:exec', plan), '--log-verbosity', 'QUIET', inner], {
    cwd: repoRoot,
    env: childEnv(plan, inboxEnv()),
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  forwardOutput(child);
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const running = await inbox.catch(async (err: unknown) => {
    child.kill('SIGINT');
    await exited;
    throw err;
  });
  process.exitCode = await exited;
  await running.stop();
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'start') return start();
  if (command === 'reset' && !rest.length) return reset();
  if (command === 'exec' && rest.length) return exec(rest.join(' '));
  throw new LaunchError('usage: cli.ts start | cli.ts reset | cli.ts exec "<command>"');
}

main().catch((err: unknown) => {
  console.error(
    `[toolshub] ${err instanceof LaunchError ? err.message : err instanceof Error ? err.stack : String(err)}`,
  );
  process.exitCode = 1;
});
