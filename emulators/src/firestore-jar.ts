import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firebaseCacheDir, repoRoot, toolshubCacheDir } from './paths';

interface DownloadInfo {
  downloadPathRelativeToCacheDir: string;
  binaryPathRelativeToCacheDir?: string;
}

/** firebase-tools' own record of the files it would download for each emulator. */
export function firebaseToolsDownloads(): Record<string, DownloadInfo & { main?: DownloadInfo }> {
  const file = join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, DownloadInfo & { main?: DownloadInfo }>;
}

export function cachedFirebaseFile(name: 'firestore' | 'storage'): string | null {
  const info = firebaseToolsDownloads()[name];
  if (!info) return null;
  const file = join(firebaseCacheDir, info.downloadPathRelativeToCacheDir);
  return existsSync(file) ? file : null;
}

export function cachedEmulatorUi(): string | null {
  const ui = firebaseToolsDownloads().ui?.main;
  if (!ui?.binaryPathRelativeToCacheDir) return null;
  const zip = join(firebaseCacheDir, ui.downloadPathRelativeToCacheDir);
  const server = join(firebaseCacheDir, ui.binaryPathRelativeToCacheDir);
  return existsSync(server) || existsSync(zip) ? server : null;
}

const SDK_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

/** The Google Cloud CLI's Firestore emulator jar, if its component is installed. */
export function gcloudFirestoreJar(): string | null {
  const roots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
  for (const root of roots) if (existsSync(join(root, SDK_JAR))) return join(root, SDK_JAR);
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const root = info.status === 0 ? info.stdout.trim() : '';
  return root && existsSync(join(root, SDK_JAR)) ? join(root, SDK_JAR) : null;
}

/**
 * The SDK's jar has no Main-Class, and firebase-tools starts its emulator with `java -jar`: a tiny
 * jar whose manifest names the main class and puts the SDK jar on the class path stands in for it.
 */
export function firestoreWrapperJar(sdkJar: string): string {
  const hash = createHash('sha256').update(sdkJar).digest('hex').slice(0, 12);
  const dir = join(toolshubCacheDir, 'firestore-wrapper', hash);
  const jar = join(dir, 'cloud-firestore-emulator-wrapper.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    [
      'Manifest-Version: 1.0',
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `Class-Path: ${pathToFileURL(sdkJar).href}`,
      '',
    ].join('\n'),
  );
  const tmp = `${jar}.${process.pid}.tmp`;
  const out = spawnSync('jar', ['cfm', tmp, manifest], { encoding: 'utf8' });
  if (out.status !== 0) {
    throw new Error(
      `Could not write the Firestore wrapper jar with the JDK's \`jar\`: ${out.stderr || out.error?.message}`,
    );
  }
  renameSync(tmp, jar);
  return jar;
}
