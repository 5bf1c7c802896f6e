import { getFunctions } from 'firebase-admin/functions';
import { config } from '../../config';
import { logs } from '../../logs';

/** The task `expireReservation` receives: the order and when its reservation runs out. */
export interface ReservationTask {
  orderId: string;
  expiresAt: number;
  /** `approval`: the order's wait for its company's approval; absent: a pending order's reservation. */
  hold?: 'approval';
}

export const RESERVATION_QUEUE = 'expireReservation';

/**
 * Enqueues the order's expiry on the `expireReservation` queue, due when its reservation runs
 * out; the task's id is the order's, so the same order is never enqueued twice. An order awaiting
 * its company's approval is enqueued with `hold: 'approval'` (id `approval-{orderId}`) for its
 * approval hold, and once approved for its reservation as a pending order. After the order's
 * transaction, which cannot include it: if enqueuing fails the order stands and the failure is
 * logged (it then expires only if someone cancels it).
 *
 * The Tasks emulator dispatches every task at once, whatever its schedule, so in the emulators
 * only reservations short enough to be waited out (tests) are enqueued.
 */
export async function scheduleReservationExpiry(
  orderId: string,
  lifetimeMs: number,
  hold: 'reservation' | 'approval' = 'reservation',
): Promise<void> {
  if (config.usesEmulators() && lifetimeMs > config.reservationEarlyWaitMs) return;
  const expiresAt = Date.now() + lifetimeMs;
  const task: ReservationTask = { orderId, expiresAt, ...(hold === 'approval' ? { hold } : {}) };
  try {
    await getFunctions()
      .taskQueue<ReservationTask>(`locations/${config.region}/functions/${RESERVATION_QUEUE}`)
      .enqueue(task, {
        scheduleTime: new Date(expiresAt),
        id: `${hold === 'approval' ? 'approval' : 'expire'}-${orderId}`,
      });
  } catch (err) {
    logs.enqueueFailed(orderId, err);
  }
}
