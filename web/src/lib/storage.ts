import { isUploadImageType, MAX_UPLOAD_IMAGE_BYTES } from '@toolshub/shared';
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env } from '../config/env';

/** Why a chosen file cannot be uploaded as an image, or null when it can (storage.rules agree). */
export function imageFileProblem(file: File): string | null {
  if (!isUploadImageType(file.type)) return 'Choose a PNG, JPEG or WebP image';
  if (file.size > MAX_UPLOAD_IMAGE_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

let connected: FirebaseStorage | undefined;

/** The app's Cloud Storage, on the Storage emulator in a local build (connected once). */
export function imageStorage(app: FirebaseApp): FirebaseStorage {
  const storage = getStorage(app);
  if (env.useEmulators && connected !== storage) {
    connectStorageEmulator(storage, location.hostname, env.storageEmulatorPort);
    connected = storage;
  }
  return storage;
}

/** What a failed upload tells the person, by the Storage SDK's error code. */
export function storageErrorMessage(code: string): string {
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
