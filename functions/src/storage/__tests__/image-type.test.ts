import { describe, expect, it } from 'vitest';
import { onePixelPng } from '../../../../tests/support/images';
import { detectImageType, IMAGE_SIGNATURE_BYTES, judgeUpload } from '../image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const png = new Uint8Array(onePixelPng).subarray(0, IMAGE_SIGNATURE_BYTES);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01);
const webp = text('RIFF\x24\x00\x00\x00WEBPVP8 ');

describe('detectImageType', () => {
  it('knows a PNG, a JPEG and a WebP by their first bytes', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(webp)).toBe('image/webp');
  });

  it('finds no accepted image in an HTML page, an SVG, a GIF, an AVIF or another RIFF file', () => {
    expect(detectImageType(text('<!doctype html><script>'))).toBeNull();
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(text('GIF89a\x01\x00\x01\x00\x00\x00'))).toBeNull();
    expect(detectImageType(bytes(0, 0, 0, 0x1c, ...text('ftypavif')))).toBeNull();
    expect(detectImageType(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('finds nothing in an empty file or in a signature cut short', () => {
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(png.subarray(0, 7))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(webp.subarray(0, 11))).toBeNull();
  });
});

describe('judgeUpload', () => {
  it('accepts bytes of the type declared', () => {
    expect(judgeUpload('image/png', png)).toEqual({ accepted: true, type: 'image/png' });
    expect(judgeUpload('image/jpeg', jpeg)).toEqual({ accepted: true, type: 'image/jpeg' });
    expect(judgeUpload('image/webp', webp)).toEqual({ accepted: true, type: 'image/webp' });
  });

  it('rejects bytes that are no accepted image, whatever was declared', () => {
    expect(judgeUpload('image/png', text('<!doctype html>'))).toEqual({
      accepted: false,
      detectedType: null,
      reason: 'not-an-accepted-image',
    });
    expect(judgeUpload('image/gif', text('GIF89a'))).toMatchObject({
      accepted: false,
      reason: 'not-an-accepted-image',
    });
  });

  it('rejects an accepted image declared as another type, or as none', () => {
    expect(judgeUpload('image/png', jpeg)).toEqual({
      accepted: false,
      detectedType: 'image/jpeg',
      reason: 'declared-type-differs',
    });
    expect(judgeUpload('image/gif', png)).toMatchObject({ accepted: false, detectedType: 'image/png' });
    expect(judgeUpload(undefined, png)).toMatchObject({ accepted: false, reason: 'declared-type-differs' });
  });
});
