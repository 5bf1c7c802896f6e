import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOwnImageUrl } from '../domain/image-urls';

const bucketPath = (folder: string) => `/v0/b/demo-toolshub.appspot.com/o/${folder}%2Fx.png?alt=media`;

describe('isOwnImageUrl', () => {
  beforeEach(() => {
    vi.stubEnv('GCLOUD_PROJECT', 'demo-toolshub');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199');
  });
  afterEach(() => vi.unstubAllEnvs());

  it("accepts our bucket's download links: https in production, http only from the Storage emulator", () => {
    expect(isOwnImageUrl(`https://firebasestorage.googleapis.com${bucketPath('avatars')}`, 'avatars')).toBe(true);
    expect(isOwnImageUrl(`http://127.0.0.1:9199${bucketPath('avatars')}`, 'avatars')).toBe(true);
    expect(isOwnImageUrl(`http://firebasestorage.googleapis.com${bucketPath('avatars')}`, 'avatars')).toBe(false);
  });

  it.each(['javascript', 'ftp', 'ws', 'file'])('refuses the %s: scheme on the emulator host', (scheme) => {
    expect(isOwnImageUrl(`${scheme}://127.0.0.1:9199${bucketPath('avatars')}`, 'avatars')).toBe(false);
  });

  it('refuses data: links, other hosts, other buckets and other folders', () => {
    expect(isOwnImageUrl('data:image/png;base64,iVBORw0KGgo=', 'avatars')).toBe(false);
    expect(isOwnImageUrl(`https://evil.example${bucketPath('avatars')}`, 'avatars')).toBe(false);
    expect(isOwnImageUrl('https://firebasestorage.googleapis.com/v0/b/other/o/avatars%2Fx.png', 'avatars')).toBe(false);
    expect(isOwnImageUrl(`https://firebasestorage.googleapis.com${bucketPath('avatars')}`, 'tools')).toBe(false);
  });

  it("accepts an account's own avatar files only, when the owner is named", () => {
    const url = (uid: string) =>
      `https://firebasestorage.googleapis.com/v0/b/demo-toolshub.appspot.com/o/avatars%2F${uid}%2Favatar?alt=media`;
    expect(isOwnImageUrl(url('u1'), 'avatars', { ownerUid: 'u1' })).toBe(true);
    expect(isOwnImageUrl(url('someone-else'), 'avatars', { ownerUid: 'u1' })).toBe(false);
  });

  it("accepts the account's own Google photo, and no other Google photo", () => {
    const own = 'https://lh3.googleusercontent.com/a/own-photo';
    expect(isOwnImageUrl(own, 'avatars', { ownGooglePhoto: own })).toBe(true);
    expect(isOwnImageUrl('https://lh3.googleusercontent.com/a/someone-else', 'avatars', { ownGooglePhoto: own })).toBe(
      false,
    );
    expect(isOwnImageUrl(own, 'avatars')).toBe(false);
    expect(isOwnImageUrl(own, 'tools', { ownGooglePhoto: own })).toBe(false);
  });

  it('accepts shipped images by root-relative path, and nothing that climbs out of them', () => {
    expect(isOwnImageUrl('/images/avatars/blank.svg', 'avatars')).toBe(true);
    expect(isOwnImageUrl('/images/../index.html', 'avatars')).toBe(false);
  });
});
