import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

export type EmulatorName =
  'auth' | 'firestore' | 'functions' | 'hosting' | 'storage' | 'ui' | 'hub' | 'logging' | 'eventarc' | 'tasks';

interface EmulatorEntry {
  host?: string;
  port?: number;
  websocketPort?: number;
  enabled?: boolean;
}

/**
 * Ports come from firebase.json. TOOLSHUB_PORT_OFFSET shifts every one of them, so that two
 * checkouts (or a bench next to a test run) can run their own suites side by side. Use multiples
 * of 1000: firebase.json's ports lie within 1000 of each other, so smaller offsets can land one
 * suite's emulator on another suite's port.
 *
 * With multiples of 100, two suites' ports can only meet where two base ports end in the same two
 * digits. The internal emulators (hub, logging, eventarc, tasks) use endings no other port has
 * (4410..4440), so they never land on another suite's port; auth 9099 and storage 9199 still do
 * for offsets 100 apart (offset N's storage is offset N+100's auth).
 */
export function portOffset(): number {
  const raw = process.env.TOOLSHUB_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new Error(`TOOLSHUB_PORT_OFFSET must be a whole number from 0 to 20000, not "${raw}"`);
  }
  return offset;
}

/** One entry of firebase.json's hosting.headers. */
export interface HostingHeaderRule {
  source?: string;
  /** An RE2 regular expression for the path, instead of a glob. */
  regex?: string;
  headers?: { key: string; value: string }[];
}

export function readFirebaseJson(): {
  emulators: Record<string, EmulatorEntry | boolean>;
  hosting: { headers: HostingHeaderRule[] } & Record<string, unknown>;
} & Record<string, unknown> {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
}

export function emulatorPorts(): Record<EmulatorName, number> {
  const { emulators } = readFirebaseJson();
  const offset = portOffset();
  const port = (name: EmulatorName): number => {
    const entry = emulators[name];
    if (typeof entry !== 'object' || typeof entry.port !== 'number') {
      throw new Error(`firebase.json has no port for ${name}`);
    }
    return entry.port + offset;
  };
  const names: EmulatorName[] = [
    'auth',
    'firestore',
    'functions',
    'hosting',
    'storage',
    'ui',
    'hub',
    'logging',
    'eventarc',
    'tasks',
  ];
  return Object.fromEntries(names.map((n) => [n, port(n)])) as Record<EmulatorName, number>;
}

export const hostingUrl = () => `http://127.0.0.1:${emulatorPorts().hosting}`;

/**
 * The local inbox (emulators/src/inbox.ts) is not a Firebase emulator, so its base ports live
 * here, not in firebase.json. They end in digits no firebase.json port ends in (…60, …70), so
 * suites on other offsets never land on them.
 */
export const INBOX_BASE_PORTS = { smtp: 4460, web: 4470 } as const;

export function inboxPorts(): { smtp: number; web: number } {
  const offset = portOffset();
  return { smtp: INBOX_BASE_PORTS.smtp + offset, web: INBOX_BASE_PORTS.web + offset };
}
