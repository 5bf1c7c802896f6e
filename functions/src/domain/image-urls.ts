import { config, storageBucketName } from '../config';

export interface ImageUrlOptions {
  /** Shipped images accepted besides the bucket's: root-relative paths under this prefix. */
  shippedPrefix?: string;
  /** For avatars: the account's own Google profile photo, the one outside image it may use. */
  ownGooglePhoto?: string | null;
  /** For avatars: whose; only files under avatars/{uid}/ are theirs. */
  ownerUid?: string;
}

/**
 * Images the API accepts: files in this project's bucket (a Storage download URL over https, or
 * http from the local Storage emulator) under the given folder, one of the shop's own shipped
 * images (a root-relative path under /images/, or the same on the Hosting origin), or for an
 * avatar the account's own Google photo. Every other link, and every other scheme, is refused.
 */
export function isOwnImageUrl(url: string, folder: 'tools' | 'avatars', options: ImageUrlOptions = {}): boolean {
  const { shippedPrefix = '/images/', ownGooglePhoto = null, ownerUid } = options;
  if (url.startsWith(shippedPrefix) && !url.includes('..')) return /^[\w/.-]+$/.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // The account's own Google profile photo is fine as its avatar; nobody else's.
  if (folder === 'avatars' && ownGooglePhoto !== null && url === ownGooglePhoto) {
    return parsed.protocol === 'https:' && parsed.host === 'lh3.googleusercontent.com';
  }
  const folderPath = folder === 'avatars' && ownerUid ? `avatars%2F${encodeURIComponent(ownerUid)}%2F` : `${folder}%2F`;
  const bucketPath = `/v0/b/${storageBucketName()}/o/${folderPath}`;
  if (parsed.pathname.startsWith(bucketPath)) {
    if (parsed.protocol === 'https:' && parsed.host === 'firebasestorage.googleapis.com') return true;
    if (parsed.protocol === 'http:' && emulatorStorageHosts().includes(parsed.host)) return true;
    return false;
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
