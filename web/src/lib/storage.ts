import { isUploadImageType, MAX_UPLOAD_IMAGE_BYTES } from '@toolshub/shared';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

/** Why a chosen file cannot be uploaded as an image, or null when it can (storage.rules agree). */
export function imageFileProblem(file: File): string | null {
  if (!isUploadImageType(file.type)) return 'Choose a PNG, JPEG or WebP image';
  if (file.size > MAX_UPLOAD_IMAGE_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

let connected = false;

/**
 * Uploads a file to Cloud Storage and returns its download URL. The Storage SDK is loaded only
 * here, on first upload, so pages that never upload never download it.
 */
export async function uploadImage(path: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const { getStorage, connectStorageEmulator, ref, uploadBytesResumable, getDownloadURL } =
    await import('firebase/storage');
  const storage = getStorage(firebaseApp);
  if (env.useEmulators && !connected) {
    connectStorageEmulator(storage, location.hostname, env.storageEmulatorPort);
    connected = true;
  }
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) => onProgress(snap.totalBytes ? Math.round((snap.bytesTransferred / snap.totalBytes) * 100) : 0),
      (err) => reject(new Error(storageErrorMessage(err.code))),
      () => resolve(),
    );
  });
  return getDownloadURL(task.snapshot.ref);
}

function storageErrorMessage(code: string): string {
  switch (code) {
    case 'storage/unauthorized':
      return 'You are not allowed to upload this image';
    case 'storage/canceled':
      return 'The upload was cancelled';
    case 'storage/retry-limit-exceeded':
      return 'The image storage did not answer; try again';
    default:
      return 'The image could not be uploaded; try again';
  }
}

/** A storage path segment from a user's file name: no slashes, no odd characters. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(-80) || 'image';
}
