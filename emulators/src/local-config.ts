import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

/**
 * firebase.json with the Emulator UI switched on or off for this machine (firebase-tools would
 * otherwise try to download the UI). Written beside firebase.json so its relative paths still hold.
 */
export function writeLocalConfig(ui: boolean): string {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators: { ui: { enabled: boolean } };
  };
  config.emulators.ui.enabled = ui;
  const file = join(repoRoot, 'firebase.local.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
