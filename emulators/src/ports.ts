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
 * checkouts (or a bench next to a test run) can run their own suites side by side.
 *
 * Offsets are meant to be multiples of 100, so two suites' ports can only meet where two base
 * ports end in the same two digits. The internal emulators (hub, logging, eventarc, tasks) use
 * endings no other port has (44x0): they never land on another suite's port. Two public ones
 * still can: auth 9099 and storage 9199 (offset N's storage is offset N+100's auth), and
 * hosting 5050 / websocket 9150 (offsets 4100 apart); pick offsets that avoid those pairs.
 */
export function portOffset(): number {
  const raw = process.env.TOOLSHUB_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new Error(`TOOLSHUB_PORT_OFFSET must be a whole number from 0 to 20000, not "${raw}"`);
  }
  return offset;
}

export function readFirebaseJson(): { emulators: Record<string, EmulatorEntry | boolean> } & Record<string, unknown> {
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
