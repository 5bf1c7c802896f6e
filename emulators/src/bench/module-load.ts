import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { median } from './stats';

export interface ModuleLoad {
  /** Median time to require functions/lib/index.js in a fresh Node process. */
  medianMs: number;
  runsMs: number[];
  /** Firebase Admin apps that exist right after the import (0: initialised lazily, on first use). */
  adminAppsAtImport: number;
  /** The same, for each npm dependency alone: where the time goes. */
  dependenciesMs: Record<string, number>;
  /** Median time to require the `page` function's renderer (React, MUI), loaded on its first request. */
  purchasePageRendererMs: number | null;
}

const functionsDir = join(repoRoot, 'functions');

function timeRequire(specifier: string): { ms: number; apps: number } {
  const script = `
    const start = performance.now();
    require(${JSON.stringify(specifier)});
    const ms = performance.now() - start;
    const apps = require('firebase-admin/app').getApps().length;
    process.stdout.write(JSON.stringify({ ms, apps }));
  `;
  const out = execFileSync(process.execPath, ['-e', script], { cwd: functionsDir, encoding: 'utf8' });
  return JSON.parse(out) as { ms: number; apps: number };
}

/** `node -e` requiring the built `api` function, `runs` times, each in a new process. */
export function measureModuleLoad(runs: number): ModuleLoad {
  const entry = join(functionsDir, 'lib', 'index.js');
  if (!existsSync(entry)) throw new Error('functions/lib/index.js is missing: build first');
  const samples = Array.from({ length: runs }, () => timeRequire(entry));
  const deps = [
    'express',
    'firebase-functions/v2/https',
    'firebase-admin/app',
    'firebase-admin/auth',
    'firebase-admin/firestore',
    'yup',
  ];
  const renderer = join(functionsDir, 'lib', 'pages', 'index.js');
  return {
    medianMs: median(samples.map((s) => s.ms)),
    purchasePageRendererMs: existsSync(renderer)
      ? Math.round(median(Array.from({ length: 3 }, () => timeRequire(renderer).ms)))
      : null,
    runsMs: samples.map((s) => Math.round(s.ms)),
    adminAppsAtImport: Math.max(...samples.map((s) => s.apps)),
    dependenciesMs: Object.fromEntries(
      deps.map((d) => [d, Math.round(median(Array.from({ length: 3 }, () => timeRequire(d).ms)))]),
    ),
  };
}
