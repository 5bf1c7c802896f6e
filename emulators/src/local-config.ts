import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localHostingHeaders } from './local-csp';
import { repoRoot } from './paths';
import { portOffset, readFirebaseJson } from './ports';

/**
 * Where a suite on `offset` keeps its copy of firebase.json: one file per offset, since suites on
 * two offsets may start at the same moment (npm test starts its own beside the restart test's).
 */
export function localConfigFile(offset: number): string {
  return join(repoRoot, offset === 0 ? 'firebase.local.json' : `firebase.local.${offset}.json`);
}

/**
 * firebase.json as this machine runs it: the Emulator UI on or off (firebase-tools would
 * otherwise try to download it), every port shifted by TOOLSHUB_PORT_OFFSET, and the
 * Content-Security-Policy open to the emulators the local build talks to. Written beside
 * firebase.json so its relative paths still hold.
 */
export function writeLocalConfig(ui: boolean): string {
  const config = readFirebaseJson();
  const offset = portOffset();
  for (const entry of Object.values(config.emulators)) {
    if (typeof entry !== 'object') continue;
    if (typeof entry.port === 'number') entry.port += offset;
    if (typeof entry.websocketPort === 'number') entry.websocketPort += offset;
  }
  const uiEntry = config.emulators.ui;
  if (typeof uiEntry === 'object') uiEntry.enabled = ui;
  config.hosting.headers = localHostingHeaders(config.hosting.headers);
  const file = localConfigFile(offset);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
