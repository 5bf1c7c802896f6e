/**
 * `npm run bench` after the build: starts a fresh suite for each part of the bench (suites.ts) with
 * `cli.ts exec`, which seeds the demo shop, and runs index.ts on it for that part's sections. The
 * parts write one report (reports/bench-<time>.json) and the last prints the table.
 */
import { spawn } from 'node:child_process';
import { repoRoot } from '../paths';
import { sectionsAsked, suitesFor, type BenchSection } from './suites';

function runPart(sections: BenchSection[], env: Record<string, string>): Promise<number> {
  console.log(`[bench] a fresh suite for ${sections.join(', ')}`);
  const child = spawn('tsx emulators/src/cli.ts exec "tsx emulators/src/bench/index.ts"', {
    cwd: repoRoot,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_ONLY: sections.join(',') },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  const parts = suitesFor(sectionsAsked(process.env.BENCH_ONLY));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [i, sections] of parts.entries()) {
    const code = await runPart(sections, {
      BENCH_STAMP: stamp,
      BENCH_CONTINUE: i > 0 ? '1' : '0',
      BENCH_TABLE: i === parts.length - 1 ? '1' : '0',
    });
    if (code !== 0) {
      process.exitCode = code;
      return;
    }
  }
}

main().catch((err: unknown) => {
  console.error(`[bench] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
