import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../cursor';

const encoded = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('the newest-first cursor', () => {
  it('keeps the creation time to the microsecond', () => {
    const cursor = { micros: 1_767_225_600_000_123, id: 'order-1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('still reads a cursor written in milliseconds, as that millisecond', () => {
    expect(decodeCursor(encoded([1_767_225_600_000, 'order-1']))).toEqual({
      micros: 1_767_225_600_000_000,
      id: 'order-1',
    });
  });

  it('refuses what this API could not have written', () => {
    for (const parts of [
      ['u', -1, 'x'],
      ['u', 1.5, 'x'],
      ['u', 253_402_300_800_000_000, 'x'],
      ['v', 1, 'x'],
      ['u', 1, 'bad/id'],
      ['u', 1],
      [253_402_300_800_000, 'x'],
      ['u', '1', 'x'],
    ]) {
      expect(decodeCursor(encoded(parts)), JSON.stringify(parts)).toBeNull();
    }
    expect(decodeCursor('not!base64')).toBeNull();
  });
});
