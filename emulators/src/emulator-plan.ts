import { cachedEmulatorUi, cachedFirebaseFile, firestoreWrapperJar, gcloudFirestoreJar } from './firestore-jar';
import { hasCommand, javaMajorVersion } from './java';
import { prepareStorageRulesRuntime } from './storage-rules-runtime';

export interface EmulatorPlan {
  only: string[];
  ui: boolean;
  env: Record<string, string>;
  /** One line per choice worth telling: a service left out and why, or where a part came from. */
  notes: string[];
  storage: { running: true } | { running: false; reason: string };
}

export class LaunchError extends Error {}

/**
 * The emulators' JVMs (Firestore, and Storage's rules runtime), unless JAVA_TOOL_OPTIONS says
 * otherwise. Their code is compiled by the JIT's first tier only: the second (C2) spent most of the
 * Firestore emulator's CPU recompiling a large program that runs for minutes, not days. Six
 * integration test files on a fresh suite: the JVM's CPU 36-38 s -> 13-14 s, the files' run 49-54 s
 * -> 38-39 s (2 cores). In the API bench's steady state it did not cost more: the Firestore
 * emulator's CPU per order 28 ms against both tiers' 38 the same day (12 and 11.3 with the triggers
 * paused), the latencies within the runs' spread. The heap limit: see planEmulators.
 */
export const EMULATOR_JVM_OPTIONS = '-Xmx1g -XX:TieredStopAtLevel=1';

/**
 * Decides what can start on this machine, offline: where the Firestore jar comes from, whether
 * Storage and the UI have their parts. Never downloads anything itself.
 */
export async function planEmulators(): Promise<EmulatorPlan> {
  const java = javaMajorVersion();
  if (java === null) {
    throw new LaunchError(
      'Java was not found on PATH. The Firestore emulator needs Java 17 or newer: install it (Debian: apt-get install openjdk-17-jre-headless) and try again.',
    );
  }
  if (java < 17) throw new LaunchError(`Java ${java} is too old: the Firestore emulator needs Java 17 or newer.`);

  // The Firestore emulator keeps every document in its heap: the bench's 10,000 orders and their
  // roll-ups take about 240 MB, and with 256 MB its garbage collector took most of its CPU (a document
  // read cost it 11-17 ms of CPU instead of 4-6). The limit is a ceiling, not what it takes.
  const env: Record<string, string> = { JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? EMULATOR_JVM_OPTIONS };
  const notes: string[] = [];
  const only = ['auth', 'firestore', 'functions', 'hosting'];

  let rulesEngineJar = cachedFirebaseFile('firestore');
  if (!rulesEngineJar) {
    const sdkJar = gcloudFirestoreJar();
    if (sdkJar && hasCommand('jar', ['--version'])) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreWrapperJar(sdkJar);
      rulesEngineJar = sdkJar;
      notes.push(`firestore: using the Google Cloud CLI's emulator (${sdkJar}) through a wrapper jar`);
    } else {
      notes.push(
        'firestore: not cached and no Google Cloud CLI emulator found; firebase-tools will try to download it (needs internet)',
      );
    }
  }

  let storage: EmulatorPlan['storage'];
  if (cachedFirebaseFile('storage')) {
    storage = { running: true };
  } else {
    const reason = await offlineStorageRuntime(rulesEngineJar, env);
    storage = reason === null ? { running: true } : { running: false, reason };
    if (reason === null)
      notes.push(
        "storage: firebase-tools' rules runtime is not cached; using our own runtime on the Firestore emulator's rules engine",
      );
  }
  if (storage.running) only.push('storage');
  else notes.push(`storage: left out: ${storage.reason}`);

  const ui = cachedEmulatorUi() !== null;
  if (!ui)
    notes.push('ui: left out: the Emulator UI is not in the firebase-tools cache and cannot be downloaded offline');

  env.TOOLSHUB_STORAGE_EMULATOR = storage.running ? 'on' : 'off';
  if (!storage.running) env.TOOLSHUB_STORAGE_SKIP_REASON = storage.reason;
  return { only, ui, env, notes, storage };
}

/** null when Storage can run on our own rules runtime (env is set for it), else the reason it cannot. */
async function offlineStorageRuntime(
  rulesEngineJar: string | null,
  env: Record<string, string>,
): Promise<string | null> {
  const notCached =
    "firebase-tools' rules runtime (cloud-storage-rules-runtime jar) is not cached and cannot be downloaded offline";
  if (!rulesEngineJar) return `${notCached}, and no Firestore emulator jar is here to build ours on`;
  const built = await prepareStorageRulesRuntime(rulesEngineJar);
  if (!built.ok) return `${notCached}, and ours could not be built: ${built.reason}`;
  env.STORAGE_EMULATOR_BINARY_PATH = built.jar;
  return null;
}
