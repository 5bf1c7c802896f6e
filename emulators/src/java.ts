import { spawnSync } from 'node:child_process';

/** The Java major version on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

export function hasCommand(cmd: string, args = ['-version']): boolean {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  return !out.error && out.status === 0;
}
