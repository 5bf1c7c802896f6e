import { getDownloadURL, ref, uploadBytesResumable, type StorageReference, type UploadTask } from 'firebase/storage';
import { useCallback, useState } from 'react';
import { useStorage, type ReactFireGlobals } from 'reactfire';
import { storageErrorMessage } from '../lib/storage';

/** An upload under way: its task and where it writes (what reactfire's useStorageTask watches). */
export interface ImageUpload {
  task: UploadTask;
  ref: StorageReference;
}

/**
 * Uploads an image to the Storage of the nearest ImageStorage provider and answers its download
 * URL; `current` is the upload under way (for UploadProgress), null otherwise.
 */
export function useImageUpload() {
  const storage = useStorage();
  const [current, setCurrent] = useState<ImageUpload | null>(null);
  const upload = useCallback(
    async (path: string, file: File): Promise<string> => {
      const target = ref(storage, path);
      const task = uploadBytesResumable(target, file, { contentType: file.type });
      setCurrent({ task, ref: target });
      try {
        await task;
        return await getDownloadURL(target);
      } catch (err) {
        throw new Error(storageErrorMessage((err as { code?: string }).code ?? ''), { cause: err });
      } finally {
        setCurrent(null);
        // reactfire keeps a task's observable by the file's path for the page's life; an avatar's
        // path is the same at every upload, and the next one must not start from this one's 100%.
        (globalThis as unknown as ReactFireGlobals)._reactFirePreloadedObservables?.delete(
          `storage:task:${target.toString()}`,
        );
      }
    },
    [storage],
  );
  return { upload, current };
}
