import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds } from '../http/etag';

const request = (ifNoneMatch?: string) =>
  ({ headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } }) as Request;

describe('If-None-Match', () => {
  it('holds for the same ETag, in a list, weak or as *', () => {
    expect(ifNoneMatchHolds(request('"abc"'), '"abc"')).toBe(true);
    expect(ifNoneMatchHolds(request('"x", "abc"'), '"abc"')).toBe(true);
    expect(ifNoneMatchHolds(request('W/"abc"'), '"abc"')).toBe(true);
    expect(ifNoneMatchHolds(request('*'), '"abc"')).toBe(true);
  });

  it('does not hold for another ETag, an unquoted one or none', () => {
    expect(ifNoneMatchHolds(request('"abd"'), '"abc"')).toBe(false);
    expect(ifNoneMatchHolds(request('abc'), '"abc"')).toBe(false);
    expect(ifNoneMatchHolds(request(''), '"abc"')).toBe(false);
    expect(ifNoneMatchHolds(request(), '"abc"')).toBe(false);
  });
});
