import { config, storageBucketName } from '../config';

/**
 * Images the API accepts: files in this project's bucket (a Storage download URL, from
 * production or the Storage emulator) under the given folder, or one of the shop's own shipped
 * images (a root-relative path under /images/, or the same on the Hosting origin).
 */
export function isOwnImageUrl(url: string, folder: 'tools' | 'avatars', shippedPrefix = '/images/'): boolean {
  if (url.startsWith(shippedPrefix) && !url.includes('..')) return /^[\w/.-]+$/.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // A Google account's own profile photo is fine as an avatar.
  if (folder === 'avatars' && parsed.protocol === 'https:' && parsed.host === 'lh3.googleusercontent.com') return true;
  const bucketPath = `/v0/b/${storageBucketName()}/o/${folder}%2F`;
  const storageHosts = ['firebasestorage.googleapis.com', ...emulatorStorageHosts()];
  if (storageHosts.includes(parsed.host) && parsed.pathname.startsWith(bucketPath)) {
    return parsed.protocol === 'https:' || parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  }
  // The shipped images, as an absolute URL on a Hosting origin of ours (the seed writes these).
  return (
    hostingOrigins().includes(parsed.origin) &&
    parsed.pathname.startsWith(shippedPrefix) &&
    /^[\w/.-]+$/.test(parsed.pathname) &&
    !parsed.pathname.includes('..')
  );
}

function emulatorStorageHosts(): string[] {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!host) return [];
  const port = host.split(':')[1] ?? '9199';
  return [host, `localhost:${port}`, `127.0.0.1:${port}`];
}

function hostingOrigins(): string[] {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-toolshub';
  const origins = [`https://${project}.web.app`, `https://${project}.firebaseapp.com`];
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    origins.push(...config.localHostingOrigins());
  }
  return origins;
}
