import type { Request } from 'express';
import { config } from '../config';
import { badRequest } from '../errors';

/** Emulators only: a test shortens one order's reservation with this header (whole seconds, 1 to 60). */
export const RESERVATION_SECONDS_HEADER = 'X-Reservation-Seconds';

/**
 * How long the order placed (or approved) by this request holds its stock: `lifetimeMs`
 * (config.reservationMs unless told; an approval hold's for an order awaiting approval), or the header's.
 */
export function reservationLifetimeMs(req: Request, lifetimeMs: number = config.reservationMs): number {
  const raw = req.get(RESERVATION_SECONDS_HEADER);
  if (raw === undefined || !config.usesEmulators()) return lifetimeMs;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 60) {
    throw badRequest(`${RESERVATION_SECONDS_HEADER} must be a whole number of seconds from 1 to 60`);
  }
  return seconds * 1000;
}
