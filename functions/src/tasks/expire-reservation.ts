import { config } from '../config';
import { expireOrder, type ExpireOutcome } from '../domain/cancel-order';
import { firestoreOrderStore } from '../repositories/orders/store';
import type { ReservationTask } from '../repositories/orders/reservation-queue';

/** Thrown for a task that came too early: the queue retries it later. */
export class NotDueError extends Error {}

export function isReservationTask(data: unknown): data is ReservationTask {
  if (typeof data !== 'object' || data === null) return false;
  const { orderId, expiresAt, hold } = data as Record<string, unknown>;
  return (
    typeof orderId === 'string' &&
    orderId !== '' &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt) &&
    (hold === undefined || hold === 'approval')
  );
}

/**
 * Runs one `expireReservation` task: cancels the order, stock back and buyer told, if it is still
 * pending, or for an approval hold (`hold: 'approval'`) still awaiting approval (domain/cancel-order.ts
 * `expireOrder`; anything else is left alone, so a repeated task
 * is harmless). A task a few seconds early waits; one earlier still throws NotDueError.
 */
export async function runReservationExpiry(task: ReservationTask, now = Date.now()): Promise<ExpireOutcome> {
  const early = task.expiresAt - now;
  if (early > config.reservationEarlyWaitMs) {
    throw new NotDueError(`The reservation of order ${task.orderId} runs out in ${Math.ceil(early / 1000)} s`);
  }
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  return expireOrder(firestoreOrderStore, task.orderId, task.hold ?? 'reservation');
}
