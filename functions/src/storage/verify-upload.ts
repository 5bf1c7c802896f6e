/**
 * The upload check: storage.rules can judge only the content type an upload declares, so once a
 * file has landed in a folder users upload to, this reads its first bytes. A PNG, JPEG or WebP of
 * the declared type stays, marked `verifiedImageType`; anything else is deleted and recorded in
 * `rejectedUploads` (path, declared type, detected type, reason, time) and in the log.
 *
 * Safe to run twice for one upload (Cloud Functions may deliver an event again): the record's id is
 * the object's path and generation, and an object already gone is left alone.
 */
import type { StorageObjectData } from 'firebase-functions/v2/storage';
import { FieldValue } from 'firebase-admin/firestore';
import { firestore, storageBucket } from '../firebase';
import { logs } from '../logs';
import { IMAGE_SIGNATURE_BYTES, judgeUpload } from './image-type';

/** The folders storage.rules let users write to; the rest of the bucket is written by the shop itself. */
const UPLOAD_FOLDERS = ['avatars/', 'tools/'];

export type UploadedObject = Pick<StorageObjectData, 'bucket' | 'name' | 'contentType' | 'generation' | 'size'>;

export async function verifyUpload(object: UploadedObject): Promise<void> {
  if (!UPLOAD_FOLDERS.some((folder) => object.name.startsWith(folder))) return;
  // This generation only: a newer upload to the same path has its own event and its own check.
  const file = (await storageBucket(object.bucket)).file(object.name, { generation: object.generation });
  const onlyIfUnchanged = { ifGenerationMatch: object.generation };
  try {
    const [head] = Number(object.size) > 0 ? await file.download({ start: 0, end: IMAGE_SIGNATURE_BYTES - 1 }) : [];
    const verdict = judgeUpload(object.contentType, head ?? new Uint8Array());
    if (verdict.accepted) {
      await file.setMetadata({ metadata: { verifiedImageType: verdict.type } }, onlyIfUnchanged);
      return;
    }
    await file.delete(onlyIfUnchanged);
    const rejection = {
      path: object.name,
      declaredType: object.contentType ?? null,
      detectedType: verdict.detectedType,
      reason: verdict.reason,
    };
    logs.uploadRejected(rejection);
    await firestore()
      .collection('rejectedUploads')
      .doc(`${encodeURIComponent(object.name)}@${object.generation}`)
      .set({ ...rejection, at: FieldValue.serverTimestamp() });
  } catch (err) {
    if (!isGone(err)) throw err;
  }
}

/** Storage's answer when the object was deleted (404) or replaced (412) since the event: nothing left to check. */
function isGone(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 404 || code === 412;
}
