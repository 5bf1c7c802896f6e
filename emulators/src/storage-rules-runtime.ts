/**
 * Builds our stand-in for firebase-tools' Storage rules runtime (cloud-storage-rules-runtime jar,
 * which firebase-tools downloads and so cannot fetch offline). The Java sources in
 * emulators/storage-rules-runtime/ are compiled against the Google Cloud CLI's Firestore emulator
 * jar, which holds the Firebase Rules engine; the result is a runnable jar in our cache folder,
 * outside the repo. Point firebase-tools at it with STORAGE_EMULATOR_BINARY_PATH.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type StorageRulesRuntimeResult = { ok: true; jar: string } | { ok: false; reason: string };

export interface StorageRulesRuntimeOptions {
  /** Folder with the runtime's .java files (default: emulators/storage-rules-runtime). */
  sourceDir?: string;
  /** Cache root (default: $TOOLSHUB_CACHE_DIR or ~/.cache/toolshub). */
  cacheDir?: string;
  /** Commands to run (default: from $JAVA_HOME/bin when set, else from PATH). */
  javac?: string;
  jar?: string;
}

const MAIN_CLASS = 'toolshub.storagerules.StorageRulesRuntime';
const JAR_NAME = 'storage-rules-runtime.jar';
/** Bump when the build recipe itself (flags, manifest) changes, to invalidate cached jars. */
const RECIPE = 'javac -proc:none --release 17; jar cfm; v1';

const defaultSourceDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'storage-rules-runtime');

/** Same rule as the launcher's cache folder: $TOOLSHUB_CACHE_DIR, else ~/.cache/toolshub. */
function defaultCacheDir(): string {
  return process.env.TOOLSHUB_CACHE_DIR ?? join(homedir(), '.cache', 'toolshub');
}

function jdkTool(name: 'javac' | 'jar'): string {
  const javaHome = process.env.JAVA_HOME;
  return javaHome ? join(javaHome, 'bin', name) : name;
}

interface RunResult {
  code: number | null;
  output: string;
  missing: boolean;
}

function run(command: string, args: string[], cwd?: string): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      done({ code: null, output: err.message, missing: err.code === 'ENOENT' || err.code === 'EACCES' }),
    );
    child.on('close', (code) => done({ code, output, missing: false }));
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first compiler error (javac also prints many harmless warnings about the jar's annotations). */
function firstError(output: string): string {
  const lines = output.split(/\r?\n/);
  const index = lines.findIndex((line) => /\berror:/.test(line));
  const picked = index >= 0 ? lines[index] : lines.find((line) => line.trim() !== '');
  return (picked ?? 'no output').trim().slice(0, 400);
}

/**
 * Compiles (or reuses) the Storage rules runtime jar. Never throws: a missing JDK, a missing
 * Firestore jar or a compile error comes back as `{ ok: false, reason }` with a one-line reason.
 */
export async function prepareStorageRulesRuntime(
  firestoreEmulatorJar: string,
  options: StorageRulesRuntimeOptions = {},
): Promise<StorageRulesRuntimeResult> {
  try {
    return await prepare(firestoreEmulatorJar, options);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, reason: `Could not build the Storage rules runtime: ${message.split('\n')[0]}` };
  }
}

async function prepare(
  firestoreEmulatorJar: string,
  options: StorageRulesRuntimeOptions,
): Promise<StorageRulesRuntimeResult> {
  const firestoreJar = resolve(firestoreEmulatorJar);
  if (!(await exists(firestoreJar))) {
    return { ok: false, reason: `Firestore emulator jar not found at ${firestoreJar}` };
  }
  const sourceDir = resolve(options.sourceDir ?? defaultSourceDir);
  let sources: string[];
  try {
    sources = (await readdir(sourceDir)).filter((name) => name.endsWith('.java')).sort();
  } catch {
    return { ok: false, reason: `Storage rules runtime sources not found in ${sourceDir}` };
  }
  if (sources.length === 0) {
    return { ok: false, reason: `No .java files in ${sourceDir}` };
  }

  // The key covers our sources, the recipe and the Firestore jar (path, size, mtime): a Cloud CLI
  // update that replaces the jar gets a fresh build.
  const jarStat = await stat(firestoreJar);
  const hash = createHash('sha256');
  hash.update(`${RECIPE}\0${firestoreJar}\0${jarStat.size}\0${Math.trunc(jarStat.mtimeMs)}\0`);
  for (const name of sources) {
    hash.update(`${name}\0`);
    hash.update(await readFile(join(sourceDir, name)));
    hash.update('\0');
  }
  const key = hash.digest('hex').slice(0, 16);
  const targetDir = join(options.cacheDir ?? defaultCacheDir(), 'storage-rules-runtime', key);
  const targetJar = join(targetDir, JAR_NAME);
  if (await exists(targetJar)) {
    return { ok: true, jar: targetJar };
  }

  await mkdir(targetDir, { recursive: true });
  const work = await mkdtemp(join(targetDir, 'build-'));
  try {
    const classes = join(work, 'classes');
    await mkdir(classes);
    const javac = options.javac ?? jdkTool('javac');
    const compiled = await run(javac, [
      '-proc:none',
      '--release',
      '17',
      '-nowarn',
      '-encoding',
      'UTF-8',
      '-cp',
      firestoreJar,
      '-d',
      classes,
      ...sources.map((name) => join(sourceDir, name)),
    ]);
    if (compiled.missing) {
      return { ok: false, reason: `javac not found (${javac}): install a JDK 17+ or set JAVA_HOME` };
    }
    if (compiled.code !== 0) {
      return { ok: false, reason: `javac failed on the Storage rules runtime: ${firstError(compiled.output)}` };
    }

    const manifest = join(work, 'MANIFEST.MF');
    await writeFile(
      manifest,
      [
        'Manifest-Version: 1.0',
        `Main-Class: ${MAIN_CLASS}`,
        `Class-Path: ${pathToFileURL(firestoreJar).href}`,
        '',
      ].join('\n'),
    );
    const jarTool = options.jar ?? jdkTool('jar');
    const tmpJar = join(work, JAR_NAME);
    const packed = await run(jarTool, ['cfm', tmpJar, manifest, '-C', classes, '.']);
    if (packed.missing) {
      return { ok: false, reason: `jar not found (${jarTool}): install a JDK 17+ or set JAVA_HOME` };
    }
    if (packed.code !== 0) {
      return { ok: false, reason: `jar failed on the Storage rules runtime: ${firstError(packed.output)}` };
    }
    // Atomic publish: a concurrent build of the same key just replaces an identical file.
    await rename(tmpJar, targetJar);
    return { ok: true, jar: targetJar };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
