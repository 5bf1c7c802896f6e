import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-client';
import { retryDelay, shouldRetry } from '../query-client';
import { imageFileProblem, safeFileName } from '../storage';

describe('query retries', () => {
  it('waits 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, but never a client error', () => {
    expect(shouldRetry(2, new Error('network'))).toBe(true);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(404, 'not-found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'http', 'busy'))).toBe(true);
  });
});

describe('image files', () => {
  it('accepts raster images up to 5 MB and explains the rest', () => {
    expect(imageFileProblem(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageFileProblem(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toMatch(/PNG, JPEG/);
    for (const type of ['image/gif', 'image/avif']) {
      expect(imageFileProblem(new File([new Uint8Array(10)], 'a', { type }))).toBe('Choose a PNG, JPEG or WebP image');
    }
    expect(imageFileProblem(new File([new Uint8Array(10)], 'a.webp', { type: 'image/webp' }))).toBeNull();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'b.jpg', { type: 'image/jpeg' });
    expect(imageFileProblem(big)).toBe('The image must be 5 MB or smaller');
  });

  it('makes a safe storage name', () => {
    expect(safeFileName('../my photo (1).png')).toBe('..-my-photo-1-.png');
    expect(safeFileName('a/b\\c.png')).toBe('a-b-c.png');
  });
});
