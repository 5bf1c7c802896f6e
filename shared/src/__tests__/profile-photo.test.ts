import { describe, expect, it } from 'vitest';
import { profilePhotoOf } from '../domain/profile-photo';

describe('profilePhotoOf', () => {
  it("keeps the shop's blank image by its path, whichever web origin it was set on", () => {
    for (const origin of ['https://tools.example.com', 'http://127.0.0.1:9050', 'https://demo-toolshub.web.app']) {
      expect(profilePhotoOf(`${origin}/images/blank-profile.svg`)).toBe('/images/blank-profile.svg');
    }
    expect(profilePhotoOf('/images/blank-profile.svg')).toBe('/images/blank-profile.svg');
    expect(profilePhotoOf('HTTPS://Tools.Example.com/images/blank-profile.svg')).toBe('/images/blank-profile.svg');
  });

  it('returns every other link as it came, for the image check to judge', () => {
    for (const url of [
      'https://evil.example/images/other.svg',
      'https://evil.example/images/blank-profile.svg?v=2',
      'https://evil.example/images/blank-profile.svg#x',
      'ftp://evil.example/images/blank-profile.svg',
      'javascript://x/images/blank-profile.svg',
      'not a url',
      'https://tools.example.com/images/../images/blank-profile.svg',
      'https://tools.example.com\\images\\blank-profile.svg',
      'https://tools.example.com/images/blank-profile.svg/x',
    ]) {
      expect(profilePhotoOf(url)).toBe(url);
    }
  });
});
