/**
 * `npm run test:faults`: orders and cancels survive crashes and retries. On a suite of its own
 * (TOOLSHUB_PORT_OFFSET's ports, fresh demo data), customers order and cancel while the Functions
 * emulator's worker processes are killed (SIGKILL, some or all of them at once) mid-request. Once
 * the emulator serves again, every request that got no answer or a crash's answer is retried as a
 * client would (an order with the same Idempotency-Key); then Firestore must hold, for every key,
 * exactly one order, with its stock taken, and every tool's stock must be its starting stock minus
 * its live orders, and the sum of its stock ledger's movements. Not part of `npm test` (it takes
 * minutes); FAULT_SECONDS (default 45) sets how long the faults go on.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS } from '@toolshub/shared';
import { scriptAdminApp } from '../../emulators/src/admin-sdk';
import { placeOrder } from '../../emulators/src/order-calls';
import { hostingUrl, portOffset } from '../../emulators/src/ports';
import { createCustomers, type ScriptCustomer } from '../../emulators/src/script-accounts';
import { addStockedTools } from '../../emulators/src/script-tools';
import { checkStockConservation, describeStockCheck, readStock } from '../../emulators/src/stock-conservation';
import { startSuite, type RunningSuite } from '../../emulators/src/suite';
import { waitForUrl } from '../../emulators/src/wait-for';
import { idempotencyRecordId } from '../../functions/src/domain/idempotency';
import { checkStockLedger, describeLedgerCheck } from '../../functions/src/testing/stock-ledger';
import { functionWorkers, killWorkers } from './function-workers';
import { orderAndHangUp } from './hang-up';
import { isCrashAnswer, retryUnfinished, runOrderTraffic, answerTally, type Traffic } from './order-traffic';

const FAULT_SECONDS = Number(process.env.FAULT_SECONDS ?? 45);
const CLIENTS = 6;
const TOOLS = 4;
const START_STOCK = 100_000;
const REQUEST_TIMEOUT_MS = 30_000;

const workDir = mkdtempSync(join(tmpdir(), 'toolshub-faults-'));
let suite: RunningSuite;
let customers: ScriptCustomer[];
let toolIds: string[];
let failed = false;

beforeAll(async () => {
  suite = await startSuite({
    logFile: join(workDir, 'emulators.log'),
    // Workers started again after a kill load the api module while the machine is busy.
    env: { FUNCTIONS_DISCOVERY_TIMEOUT: '300' },
  });
  toolIds = await addStockedTools({ idPrefix: 'fault-tool-', count: TOOLS, available: START_STOCK, toolName: 'Fault' });
  customers = await createCustomers('faults', CLIENTS + 1);
  console.log(`suite on port offset ${portOffset()} (${hostingUrl()}); its log: ${join(workDir, 'emulators.log')}`);
}, 300_000);

afterAll(async () => {
  // A request whose worker was killed can stay open in the Functions emulator, which then waits
  // for it on a clean stop: nothing here is saved, so stop at once after a while.
  await suite?.stop({ secondInterruptAfterMs: 15_000 });
  if (failed) console.log(`the emulators' log is kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
});

const db = () => getFirestore(scriptAdminApp());

/** Kills some (every third round: all) of the suite's function workers every 2 to 4 s. */
async function killWorkersUntil(until: number): Promise<{ rounds: number; killed: number }> {
  let rounds = 0;
  let killed = 0;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 2000 + Math.random() * 2000));
    const workers = functionWorkers(suite.pid);
    if (workers.length === 0) continue;
    rounds += 1;
    const victims =
      rounds % 3 === 0 ? workers : workers.filter(() => Math.random() < 0.5).slice(0, Math.max(1, workers.length / 2));
    killed += killWorkers(victims.length ? victims : workers.slice(0, 1));
  }
  return { rounds, killed };
}

describe('orders under crashes and retries', () => {
  it('leaves every order whole or absent, one per Idempotency-Key, with stock conserved', async () => {
    const started = Date.now();
    const startStock = await readStock(toolIds);
    const until = Date.now() + FAULT_SECONDS * 1000;
    const [traffic, kills] = await Promise.all([
      runOrderTraffic({
        customers: customers.slice(0, CLIENTS),
        toolIds,
        until,
        cancelShare: 0.3,
        timeoutMs: REQUEST_TIMEOUT_MS,
      }),
      killWorkersUntil(until),
    ]);
    const duringFaults = { orders: answerTally(traffic.orders), cancels: answerTally(traffic.cancels) };
    const trafficDone = Date.now();

    await waitForUrl(`${hostingUrl()}/api/tools?limit=1`, { timeoutMs: 180_000 });
    await retryUnfinished(traffic, REQUEST_TIMEOUT_MS);
    console.log(
      `${kills.killed} workers killed in ${kills.rounds} rounds over ${FAULT_SECONDS} s; ` +
        `${traffic.orders.length} orders and ${traffic.cancels.length} cancels sent; answers during the faults: ` +
        `orders ${JSON.stringify(duringFaults.orders)}, cancels ${JSON.stringify(duringFaults.cancels)}; ` +
        `traffic ${((trafficDone - started) / 1000).toFixed(1)} s, recovery and retries ${((Date.now() - trafficDone) / 1000).toFixed(1)} s, ` +
        `after them: orders ${JSON.stringify(answerTally(traffic.orders))}, cancels ${JSON.stringify(answerTally(traffic.cancels))}`,
    );
    failed = true;
    // The faults hit requests in flight; else this test proves nothing.
    expect(kills.killed).toBeGreaterThan(0);
    expect([...traffic.orders, ...traffic.cancels].some((a) => a.statuses.some(isCrashAnswer))).toBe(true);

    await expectOneOrderPerKey(traffic);
    await expectCancelsApplied(traffic);
    const check = await checkStockConservation(startStock);
    console.log(describeStockCheck(check));
    const ledger = await checkStockLedger(db(), toolIds);
    console.log(describeLedgerCheck(ledger));
    expect(check.ok).toBe(true);
    expect(ledger.ok, describeLedgerCheck(ledger)).toBe(true);
    await expectUnitsOrderedMatch(check.lines.map((l) => ({ toolId: l.toolId, livePieces: l.livePieces })));
    console.log(`wall time of this check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    failed = false;
  });

  it('gives a client that timed out and retries with the same Idempotency-Key exactly one order', async () => {
    failed = true;
    const customer = customers[CLIENTS];
    if (!customer) throw new Error('no spare customer');
    const toolId = toolIds[0] ?? '';
    const key = `timed-out-${Date.now().toString(36)}`;
    // Every worker gone: the request waits for a new one to load the API (over a second here),
    // and the client gives up long before that.
    await stopAllWorkers();
    await orderAndHangUp({ token: customer.token, toolId, quantity: 3, idempotencyKey: key }, PATIENCE_MS);
    const record = db().doc(`idempotency/${idempotencyRecordId(customer.uid, key)}`);
    const deadline = Date.now() + 60_000;
    while (!(await record.get()).exists && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await record.get()).exists, 'the first request placed its order').toBe(true);

    const retry = await placeOrder({ token: customer.token, toolId, quantity: 3, idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(retry.headers?.get(API_HEADERS.idempotentReplayed)).toBe('true');
    expect(retry.body?.insertedId).toBe((await record.get()).get('orderId'));
    // And a retry sent while the first is still in flight: one order between them too.
    const racingKey = `${key}-racing`;
    await stopAllWorkers();
    await orderAndHangUp({ token: customer.token, toolId, quantity: 2, idempotencyKey: racingKey }, PATIENCE_MS);
    const racingRetry = await placeOrder({ token: customer.token, toolId, quantity: 2, idempotencyKey: racingKey });
    expect([200, 201]).toContain(racingRetry.status);

    const orders = await db().collection('orders').where('uid', '==', customer.uid).get();
    expect(orders.docs.map((d) => d.id).sort()).toEqual([retry.body?.insertedId, racingRetry.body?.insertedId].sort());
    failed = false;
  });
});

/** A client's patience: the time Hosting needs to pass a request on, far less than a worker's start. */
const PATIENCE_MS = 300;

/** Kills every worker and waits until firebase-tools has reaped them all (and so knows they are gone). */
async function stopAllWorkers() {
  const workers = functionWorkers(suite.pid);
  killWorkers(workers);
  const deadline = Date.now() + 10_000;
  while (workers.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every key has its record and its order; every order on the test's tools has its key. */
async function expectOneOrderPerKey(traffic: Traffic) {
  const recorded = new Map<string, string>();
  for (const attempt of traffic.orders) {
    expect(attempt.statuses.at(-1), `key ${attempt.key}: ${attempt.statuses.join(', ')}`).toBeOneOf([200, 201]);
    const record = await db()
      .doc(`idempotency/${idempotencyRecordId(attempt.customer.uid, attempt.key)}`)
      .get();
    expect(record.exists, `key ${attempt.key} has its record`).toBe(true);
    const orderId = record.get('orderId') as string;
    // Every answer to the key named the one order it placed.
    expect(new Set(attempt.answeredIds)).toEqual(new Set([orderId]));
    recorded.set(attempt.key, orderId);
  }
  const stored = await Promise.all(toolIds.map((id) => db().collection('orders').where('tool._id', '==', id).get()));
  const storedIds = stored.flatMap((q) => q.docs.map((d) => d.id)).sort();
  expect(storedIds).toEqual([...recorded.values()].sort());
  expect(new Set(recorded.values()).size).toBe(traffic.orders.length);
}

/** A cancel answered 200 (or 409 on its retry, the first attempt having done it) left the order cancelled. */
async function expectCancelsApplied(traffic: Traffic) {
  for (const cancel of traffic.cancels) {
    const final = cancel.statuses.at(-1);
    expect(final, `cancel of ${cancel.orderId}: ${cancel.statuses.join(', ')}`).toBeOneOf([200, 409]);
    const order = await db().doc(`orders/${cancel.orderId}`).get();
    expect(order.get('status'), `order ${cancel.orderId}`).toBe('cancelled');
  }
}

/** The pieces ordered that `sort=popular` reads move with the stock, in the same transactions. */
async function expectUnitsOrderedMatch(lines: { toolId: string; livePieces: number }[]) {
  for (const line of lines) {
    const tool = await db().doc(`tools/${line.toolId}`).get();
    expect(tool.get('unitsOrdered'), line.toolId).toBe(line.livePieces);
    expect(tool.get('available'), line.toolId).toBe(START_STOCK - line.livePieces);
  }
}
