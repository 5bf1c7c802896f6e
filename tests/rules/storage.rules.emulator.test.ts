import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getBytes, ref, uploadBytes, deleteObject } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { storageEmulatorSkipReason } from '../support/storage-emulator';

const skipReason = storageEmulatorSkipReason('storage.rules');

const png = (bytes = 64) => new Uint8Array(bytes).fill(7);
const image = { contentType: 'image/png' };

describe.skipIf(skipReason !== null)(`storage.rules${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let env: RulesTestEnvironment;

  // The rules ask the admin registry in the project's Firestore, which the API keeps (Admin SDK).
  const registry = getFirestore(
    getApps().find((a) => a.name === 'storage-rules') ?? initializeApp({ projectId: 'demo-toolshub' }, 'storage-rules'),
  );
  const ADMIN = 'storage-rules-admin';
  const DEMOTED = 'storage-rules-demoted';

  beforeAll(async () => {
    const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-toolshub',
      storage: { rules: readFileSync('storage.rules', 'utf8'), host, port: Number(port) },
    });
    await registry.doc(`admins/${ADMIN}`).set({ email: 'rules-admin@test.example' });
    await registry.doc(`admins/${DEMOTED}`).delete();
  });

  afterAll(async () => {
    await registry.doc(`admins/${ADMIN}`).delete();
    await env.clearStorage();
    await env.cleanup();
  });

  const storageOf = (uid?: string, claims: Record<string, unknown> = {}) =>
    (uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext()).storage();

  describe('avatars/{uid}', () => {
    it('the owner can upload their avatar', async () => {
      await assertSucceeds(uploadBytes(ref(storageOf('alice'), 'avatars/alice/avatar'), png(), image));
    });

    it('the owner can NOT upload a second picture beside their avatar (one object per account)', async () => {
      await assertFails(uploadBytes(ref(storageOf('alice'), 'avatars/alice/another.png'), png(), image));
    });

    it('another user can NOT upload to someone else’s avatar folder', async () => {
      await assertFails(uploadBytes(ref(storageOf('bob'), 'avatars/alice/avatar'), png(), image));
    });

    it('a visitor can NOT upload an avatar', async () => {
      await assertFails(uploadBytes(ref(storageOf(), 'avatars/alice/avatar'), png(), image));
    });

    it('the owner can NOT upload a non-image', async () => {
      await assertFails(
        uploadBytes(ref(storageOf('alice'), 'avatars/alice/avatar'), png(), { contentType: 'text/html' }),
      );
    });

    it('the owner can NOT upload an SVG (it can carry script)', async () => {
      await assertFails(
        uploadBytes(ref(storageOf('alice'), 'avatars/alice/avatar'), png(), { contentType: 'image/svg+xml' }),
      );
    });

    it('the owner can NOT upload a GIF or an AVIF (PNG, JPEG and WebP only)', async () => {
      const alice = storageOf('alice');
      await assertFails(uploadBytes(ref(alice, 'avatars/alice/avatar'), png(), { contentType: 'image/gif' }));
      await assertFails(uploadBytes(ref(alice, 'avatars/alice/avatar'), png(), { contentType: 'image/avif' }));
    });

    it('the owner can upload a JPEG or a WebP', async () => {
      const alice = storageOf('alice');
      await assertSucceeds(uploadBytes(ref(alice, 'avatars/alice/avatar'), png(), { contentType: 'image/jpeg' }));
      await assertSucceeds(uploadBytes(ref(alice, 'avatars/alice/avatar'), png(), { contentType: 'image/webp' }));
    });

    it('the owner can NOT upload more than 5 MB', async () => {
      await assertFails(uploadBytes(ref(storageOf('alice'), 'avatars/alice/avatar'), png(5 * 1024 * 1024 + 1), image));
    });

    it('anyone can read an avatar', async () => {
      await env.withSecurityRulesDisabled((ctx) =>
        uploadBytes(ref(ctx.storage(), 'avatars/carol/avatar'), png(), image).then(() => undefined),
      );
      await assertSucceeds(getBytes(ref(storageOf(), 'avatars/carol/avatar')));
    });

    it('the owner can delete their avatar; another user can NOT', async () => {
      await env.withSecurityRulesDisabled((ctx) =>
        uploadBytes(ref(ctx.storage(), 'avatars/dave/avatar'), png(), image).then(() => undefined),
      );
      await assertFails(deleteObject(ref(storageOf('erin'), 'avatars/dave/avatar')));
      await assertSucceeds(deleteObject(ref(storageOf('dave'), 'avatars/dave/avatar')));
    });
  });

  describe('tools/{file}', () => {
    it('an admin can upload a tool image', async () => {
      await assertSucceeds(uploadBytes(ref(storageOf(ADMIN, { admin: true }), 'tools/saw.png'), png(), image));
    });

    it('a demoted admin (claim still in the token, gone from the registry) can NOT upload a tool image', async () => {
      await assertFails(uploadBytes(ref(storageOf(DEMOTED, { admin: true }), 'tools/saw.png'), png(), image));
    });

    it('a customer can NOT upload a tool image', async () => {
      await assertFails(uploadBytes(ref(storageOf('alice'), 'tools/saw.png'), png(), image));
    });

    it('a visitor can NOT upload a tool image', async () => {
      await assertFails(uploadBytes(ref(storageOf(), 'tools/saw.png'), png(), image));
    });

    it('an admin can NOT upload a non-image, an SVG, a GIF or more than 5 MB', async () => {
      const admin = storageOf(ADMIN, { admin: true });
      await assertFails(uploadBytes(ref(admin, 'tools/saw.pdf'), png(), { contentType: 'application/pdf' }));
      await assertFails(uploadBytes(ref(admin, 'tools/saw.svg'), png(), { contentType: 'image/svg+xml' }));
      await assertFails(uploadBytes(ref(admin, 'tools/saw.gif'), png(), { contentType: 'image/gif' }));
      await assertFails(uploadBytes(ref(admin, 'tools/huge.png'), png(5 * 1024 * 1024 + 1), image));
    });
  });

  describe('anything else', () => {
    it('nobody can write outside avatars/ and tools/', async () => {
      await assertFails(uploadBytes(ref(storageOf(ADMIN, { admin: true }), 'other/x.png'), png(), image));
    });
  });
});
