import { describe, expect, it } from 'vitest';
import { takeFromWindow } from '../domain/rate-window';

const limit = { max: 3, windowMs: 60_000 };

describe('takeFromWindow', () => {
  it('opens a window with the first request', () => {
    expect(takeFromWindow(null, 1_000, limit)).toEqual({ allowed: true, next: { windowStartMs: 1_000, count: 1 } });
  });

  it('counts requests inside the window up to the maximum', () => {
    expect(takeFromWindow({ windowStartMs: 1_000, count: 2 }, 30_000, limit)).toEqual({
      allowed: true,
      next: { windowStartMs: 1_000, count: 3 },
    });
  });

  it('refuses the request after the maximum until the window ends', () => {
    expect(takeFromWindow({ windowStartMs: 1_000, count: 3 }, 31_000, limit)).toEqual({
      allowed: false,
      retryAfterMs: 30_000,
    });
  });

  it('starts a new window once the old one has run out', () => {
    expect(takeFromWindow({ windowStartMs: 1_000, count: 3 }, 61_000, limit)).toEqual({
      allowed: true,
      next: { windowStartMs: 61_000, count: 1 },
    });
  });

  it('never asks for a wait longer than one window', () => {
    const decision = takeFromWindow({ windowStartMs: 500_000, count: 3 }, 1_000, limit);
    expect(decision).toEqual({ allowed: false, retryAfterMs: 60_000 });
  });
});
