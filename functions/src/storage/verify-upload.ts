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

export type UploadCheckOutcome = 'accepted' | 'rejected' | 'not-an-upload' | 'gone';

export async function verifyUpload(object: UploadedObject): Promise<UploadCheckOutcome> {
  if (!UPLOAD_FOLDERS.some((folder) => object.name.startsWith(folder))) return 'not-an-upload';
  // This generation only: a newer upload to the same path has its own event and its own check.
  const file = (await storageBucket(object.bucket)).file(object.name, { generation: object.generation });
  const head = Number(object.size) > 0 ? await firstBytes(file) : new Uint8Array();
  if (head === null) return 'gone';

  const verdict = judgeUpload(object.contentType, head);
  if (verdict.accepted) {
    const kept = await ignoringGone(() =>
      file.setMetadata({ metadata: { verifiedImageType: verdict.type } }, { ifGenerationMatch: object.generation }),
    );
    return kept ? 'accepted' : 'gone';
  }

  await ignoringGone(() => file.delete({ ifGenerationMatch: object.generation }));
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
  return 'rejected';
}

type StoredFile = ReturnType<Awaited<ReturnType<typeof storageBucket>>['file']>;

/** The file's first bytes, or null when it is gone (deleted or replaced since the event). */
async function firstBytes(file: StoredFile): Promise<Uint8Array | null> {
  let head: Uint8Array | null = null;
  await ignoringGone(async () => {
    [head] = await file.download({ start: 0, end: IMAGE_SIGNATURE_BYTES - 1 });
  });
  return head;
}

/** Runs a Storage call; false when the object is gone or has been replaced (404, 412), true otherwise. */
async function ignoringGone(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 404 || code === 412) return false;
    throw err;
  }
}
