import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { portOffset, readFirebaseJson } from './ports';

/**
 * Internal emulators nobody calls by port (firebase-tools tells its children where they are).
 * firebase.json spaces them 100 apart (hub 4400, logging 4500, eventarc 9299, tasks 9499), so with
 * offsets that are multiples of 100 one suite's hub lands on another's logging port and the second
 * suite cannot start; left unset, firebase-tools picks a free port for each.
 */
const FLOATING = new Set(['hub', 'logging', 'eventarc', 'tasks']);

/**
 * firebase.json as this machine runs it: the Emulator UI on or off (firebase-tools would
 * otherwise try to download it), and every port shifted by TOOLSHUB_PORT_OFFSET. Written beside
 * firebase.json so its relative paths still hold.
 */
export function writeLocalConfig(ui: boolean): string {
  const config = readFirebaseJson();
  const offset = portOffset();
  for (const [name, entry] of Object.entries(config.emulators)) {
    if (typeof entry !== 'object') continue;
    if (FLOATING.has(name)) delete entry.port;
    if (typeof entry.port === 'number') entry.port += offset;
    if (typeof entry.websocketPort === 'number') entry.websocketPort += offset;
  }
  const uiEntry = config.emulators.ui;
  if (typeof uiEntry === 'object') uiEntry.enabled = ui;
  const file = join(repoRoot, 'firebase.local.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
