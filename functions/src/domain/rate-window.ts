/** A fixed window: it opens with the first request and allows `max` requests for `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateWindow {
  windowStartMs: number;
  count: number;
}

export type RateDecision = { allowed: true; next: RateWindow } | { allowed: false; retryAfterMs: number };

/**
 * Counts one more request against `current` (null: none yet). A window that has run out starts
 * again at `nowMs`; a full one refuses until it runs out.
 */
export function takeFromWindow(current: RateWindow | null, nowMs: number, limit: RateLimit): RateDecision {
  const endsAt = current ? current.windowStartMs + limit.windowMs : 0;
  if (!current || nowMs >= endsAt) {
    return { allowed: true, next: { windowStartMs: nowMs, count: 1 } };
  }
  if (current.count >= limit.max) {
    // A start stamped ahead of this clock would otherwise ask for a wait longer than one window.
    return { allowed: false, retryAfterMs: Math.min(endsAt - nowMs, limit.windowMs) };
  }
  return { allowed: true, next: { windowStartMs: current.windowStartMs, count: current.count + 1 } };
}
