import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

interface EmulatorsConfig {
  [name: string]: { host?: string; port?: number; enabled?: boolean } | boolean | undefined;
}

/** Ports come from firebase.json, the single source for them. */
export function emulatorPorts() {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { emulators: EmulatorsConfig };
  const port = (name: string): number => {
    const entry = config.emulators[name];
    if (typeof entry !== 'object' || typeof entry.port !== 'number')
      throw new Error(`firebase.json has no port for ${name}`);
    return entry.port;
  };
  return {
    auth: port('auth'),
    firestore: port('firestore'),
    functions: port('functions'),
    hosting: port('hosting'),
    storage: port('storage'),
    ui: port('ui'),
    hub: port('hub'),
  };
}

export const hostingUrl = () => `http://127.0.0.1:${emulatorPorts().hosting}`;
