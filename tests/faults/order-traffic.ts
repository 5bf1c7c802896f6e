/**
 * Customers ordering and cancelling as fast as the API answers, with every attempt remembered, so
 * that after the faults each one can be retried the way a client would (an order with the same
 * Idempotency-Key, a cancel again) and then checked against what Firestore holds.
 */
import { cancelOrder, placeOrder } from '../../emulators/src/order-calls';
import type { ScriptCustomer } from '../../emulators/src/script-accounts';

export interface OrderAttempt {
  customer: ScriptCustomer;
  key: string;
  toolId: string;
  quantity: number;
  /** Every status answered to this key, in order (0: no answer). */
  statuses: number[];
  /** Why each request without an answer got none ('timeout', 'other side closed'...). */
  noAnswer: string[];
  /** The order id of each 200/201 answer. */
  answeredIds: string[];
}

export interface CancelAttempt {
  customer: ScriptCustomer;
  orderId: string;
  statuses: number[];
  noAnswer: string[];
}

export interface Traffic {
  orders: OrderAttempt[];
  cancels: CancelAttempt[];
}

const placed = (status: number) => status === 200 || status === 201;
/** A crash's answers: the worker died (500 from the emulator, 503 busy store) or no answer came. */
export const isCrashAnswer = (status: number) => status === 0 || status >= 500;

async function sendOrder(attempt: OrderAttempt, timeoutMs: number) {
  const res = await placeOrder({
    token: attempt.customer.token,
    toolId: attempt.toolId,
    quantity: attempt.quantity,
    idempotencyKey: attempt.key,
    timeoutMs,
  });
  attempt.statuses.push(res.status);
  if (res.failure) attempt.noAnswer.push(res.failure);
  if (placed(res.status) && res.body?.insertedId) attempt.answeredIds.push(res.body.insertedId);
  return res.status;
}

async function sendCancel(attempt: CancelAttempt, timeoutMs: number) {
  const res = await cancelOrder(attempt.customer.token, attempt.orderId, timeoutMs);
  attempt.statuses.push(res.status);
  if (res.failure) attempt.noAnswer.push(res.failure);
  return res.status;
}

export interface TrafficOptions {
  customers: ScriptCustomer[];
  toolIds: string[];
  until: number;
  /** Share of turns that cancel one of the customer's own placed orders, when it has one. */
  cancelShare: number;
  timeoutMs: number;
}

/** One client per customer, each in a closed loop until `until`. */
export async function runOrderTraffic(opts: TrafficOptions): Promise<Traffic> {
  const traffic: Traffic = { orders: [], cancels: [] };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  await Promise.all(
    opts.customers.map(async (customer, client) => {
      const cancellable: string[] = [];
      for (let turn = 0; Date.now() < opts.until; turn++) {
        if (cancellable.length > 0 && Math.random() < opts.cancelShare) {
          const orderId = cancellable.splice(Math.floor(Math.random() * cancellable.length), 1)[0] ?? '';
          const attempt: CancelAttempt = { customer, orderId, statuses: [], noAnswer: [] };
          traffic.cancels.push(attempt);
          await sendCancel(attempt, opts.timeoutMs);
          continue;
        }
        const attempt: OrderAttempt = {
          customer,
          key: `faults-${client}-${turn}-${Date.now().toString(36)}`,
          toolId: pick(opts.toolIds),
          quantity: 1 + Math.floor(Math.random() * 5),
          statuses: [],
          noAnswer: [],
          answeredIds: [],
        };
        traffic.orders.push(attempt);
        if (placed(await sendOrder(attempt, opts.timeoutMs))) cancellable.push(attempt.answeredIds[0] ?? '');
      }
    }),
  );
  return traffic;
}

/**
 * What a client does once the service is back: an order that got no answer, or a crash's answer,
 * is sent again with the same key until it is answered 200/201; a cancel likewise until 200, or
 * 409 (already cancelled: the first attempt did it before the worker died).
 */
export async function retryUnfinished(traffic: Traffic, timeoutMs: number, attempts = 5): Promise<void> {
  const pause = () => new Promise((r) => setTimeout(r, 1000));
  for (const order of traffic.orders) {
    for (let i = 0; i < attempts && isCrashAnswer(order.statuses.at(-1) ?? 0); i++) {
      if (i > 0) await pause();
      await sendOrder(order, timeoutMs);
    }
  }
  for (const cancel of traffic.cancels) {
    for (let i = 0; i < attempts && isCrashAnswer(cancel.statuses.at(-1) ?? 0); i++) {
      if (i > 0) await pause();
      await sendCancel(cancel, timeoutMs);
    }
  }
}

/** `{ "201": 120, "500": 3, "no answer (timeout)": 1 }`: how often each answer came, over every attempt. */
export function answerTally(attempts: readonly { statuses: number[]; noAnswer: string[] }[]): Record<string, number> {
  const tally: Record<string, number> = {};
  const count = (answer: string) => (tally[answer] = (tally[answer] ?? 0) + 1);
  for (const a of attempts) {
    a.statuses.filter((s) => s !== 0).forEach((s) => count(String(s)));
    a.noAnswer.forEach((why) => count(`no answer (${why})`));
  }
  return tally;
}
