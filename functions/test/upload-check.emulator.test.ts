import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../../tests/support/images';
import { storageEmulatorSkipReason } from '../../tests/support/storage-emulator';
import { adminApp, authHost, db, projectId, unique } from './helpers/emulators';
import { createUser, type TestUser } from './helpers/users';

/**
 * The `verifyUpload` function (functions/src/storage), run by the Functions emulator on every
 * upload to the Storage emulator: a customer uploads through storage.rules with the web SDK, as
 * the browser does, and the test watches the bucket and Firestore with the Admin SDK.
 */
const skipReason = storageEmulatorSkipReason('upload check');
const bucketName = `${projectId}.appspot.com`;
const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
// The first bytes of a JPEG (start of image, then a JFIF header): what the check reads.
const jpegHead = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);
const checkWithin = { timeout: 30_000, interval: 250 };

describe.skipIf(skipReason !== null)(
  `uploaded bytes are checked${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const clients: FirebaseApp[] = [];
    const bucket = () => getAdminStorage(adminApp).bucket(bucketName);

    afterAll(async () => {
      await Promise.all(clients.map((client) => deleteApp(client)));
    });

    /** A new customer uploads their avatar (one object per account, at a fixed path). */
    async function upload(bytes: Uint8Array, contentType: string): Promise<string> {
      const user: TestUser = await createUser();
      const client = initializeApp(
        { apiKey: 'demo-api-key', projectId, storageBucket: bucketName },
        unique('uploader'),
      );
      clients.push(client);
      const auth = getAuth(client);
      connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
      await signInWithEmailAndPassword(auth, user.email, user.password);
      const [host = '127.0.0.1', port = '9199'] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').split(':');
      connectStorageEmulator(getStorage(client), host, Number(port));
      const path = `avatars/${user.uid}/avatar`;
      await uploadBytes(ref(getStorage(client), path), bytes, { contentType });
      return path;
    }

    const exists = async (path: string) => (await bucket().file(path).exists())[0];

    async function rejectionsOf(path: string) {
      const found = await db.collection('rejectedUploads').where('path', '==', path).get();
      return found.docs.map((doc) => doc.data());
    }

    it('an HTML page declared as image/png passes the rules, then is deleted and the rejection recorded', async () => {
      const path = await upload(html, 'image/png');
      await expect.poll(() => exists(path), checkWithin).toBe(false);
      await expect.poll(() => rejectionsOf(path), checkWithin).toHaveLength(1);
      const [rejection] = await rejectionsOf(path);
      expect(rejection).toEqual({
        path,
        declaredType: 'image/png',
        detectedType: null,
        reason: 'not-an-accepted-image',
        at: expect.any(Timestamp),
      });
    });

    it('a JPEG declared as image/png is deleted too: the bytes must be the declared type', async () => {
      const path = await upload(jpegHead, 'image/png');
      await expect.poll(() => exists(path), checkWithin).toBe(false);
      await expect
        .poll(() => rejectionsOf(path), checkWithin)
        .toEqual([
          expect.objectContaining({
            declaredType: 'image/png',
            detectedType: 'image/jpeg',
            reason: 'declared-type-differs',
          }),
        ]);
    });

    it('a real PNG stays, marked with the type its bytes were found to be, and nothing is recorded', async () => {
      const path = await upload(new Uint8Array(onePixelPng), 'image/png');
      const markOf = async () => (await bucket().file(path).getMetadata())[0].metadata?.verifiedImageType;
      await expect.poll(markOf, checkWithin).toBe('image/png');
      expect(await exists(path)).toBe(true);
      expect(await rejectionsOf(path)).toEqual([]);
      await bucket().file(path).delete();
    });
  },
);
