import { emulatorPorts } from './ports';

/** The Emulator Hub: emulators:exec names it; otherwise it is on the port plan's hub port. */
const hubAddress = () => process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${emulatorPorts().hub}`;

async function switchTriggers(on: boolean): Promise<boolean> {
  try {
    const res = await fetch(`http://${hubAddress()}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, {
      method: 'PUT',
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Runs a bulk write with the Functions emulator's background triggers paused (the Hub's switch),
 * then turns them back on. The roll-up triggers would otherwise start a worker per order written
 * at once and load the machine for minutes; bulk writers rebuild the roll-ups themselves
 * (functions/src/analytics/rebuild-rollups.ts). Where there is no Hub, the triggers just run.
 */
export async function withBackgroundTriggersPaused<T>(write: () => Promise<T>): Promise<T> {
  const paused = await switchTriggers(false);
  try {
    return await write();
  } finally {
    if (paused) await switchTriggers(true);
  }
}
