/**
 * `npm start` keeps the shop between runs: this starts the emulators that hold its data (Auth and
 * Firestore, with the same `startSuite` and saved data that `cli.ts start` runs), places an order,
 * stops them as Ctrl+C does, starts them again and finds the order. Then it stops a run with a second
 * Ctrl+C right after the first, which cuts the export short, and checks the next start still
 * restores a whole shop.
 *
 * Orders are placed by the API's own domain code and Firestore store, in this process: the API,
 * Hosting and Storage are left out of these suites (`dataOnly`), which then start in seconds. The
 * whole suite's start is what `npm test`'s own suite does.
 *
 * It runs its own suites on TOOLSHUB_PORT_OFFSET's ports (never beside another suite on the same
 * offset: `npm test` runs it beside the unit tests, on ports shifted by 10000) and keeps its data in a temporary folder, never the checkout's .emulator-data/.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../functions/src/domain/place-order';
import { firestore } from '../../functions/src/firebase';
import { firestoreOrderStore } from '../../functions/src/repositories/orders/store';
import { findTool } from '../../functions/src/repositories/tools/tools';
import { demoAccounts, demoTools } from '../../emulators/src/demo-data';
import { signInDemoAccount } from '../../emulators/src/script-accounts';
import { startSuite, type RunningSuite } from '../../emulators/src/suite';

const workDir = mkdtempSync(join(tmpdir(), 'toolshub-restart-test-'));
const dataDir = join(workDir, 'emulator-data');
let runs = 0;
let running: RunningSuite | null = null;

async function start(): Promise<RunningSuite> {
  runs += 1;
  running = await startSuite({ savedData: dataDir, logFile: join(workDir, `run-${runs}.log`), dataOnly: true });
  return running;
}

async function stop(options?: { secondInterruptAfterMs?: number }): Promise<number> {
  const suite = running;
  running = null;
  return suite ? suite.stop(options) : 0;
}

afterAll(async () => {
  await stop();
  // Kept when a check failed: the runs' logs say what the emulators did.
  if (!failed) rmSync(workDir, { recursive: true, force: true });
  else console.log(`the emulators' logs are in ${workDir}`);
});
let failed = true;

const customer = demoAccounts.find((a) => !a.admin);
const tool = demoTools[2];
if (!customer || !tool) throw new Error('the demo data has no customer or no third tool');

/** The ids of the demo customer's orders, as the shop holds them. */
async function ordersOfCustomer(): Promise<string[]> {
  const snap = await firestore().collection('orders').where('userEmail', '==', customer?.email).get();
  return snap.docs.map((doc) => doc.id);
}

async function availableOf(toolId: string): Promise<number> {
  return (await findTool(toolId))?.available ?? Number.NaN;
}

/** The demo customer orders the tool, as POST /api/order does (without its expiry task). */
async function order(quantity: number): Promise<string> {
  const placed = await placeOrder(firestoreOrderStore, {
    buyer: { uid: 'demo-customer', email: customer?.email ?? '' },
    phoneNumber: '01712345678',
    orderAddress: '3 Joinery Row',
    idempotencyKey: null,
    toolId: tool?.id ?? '',
    orderQuantity: quantity,
  });
  return placed.orderId;
}

describe('npm start across restarts', () => {
  it('finds an order placed before a restart; a second Ctrl+C keeps the last whole save', async () => {
    const first = await start();
    expect(first.data).toEqual({ seeded: true });
    const stockAtStart = await availableOf(tool.id);
    const before = await order(tool.minOrder);
    expect(await stop()).toBe(0);

    const second = await start();
    expect('restoredFrom' in second.data).toBe(true);
    expect(await ordersOfCustomer()).toContain(before);
    expect(await availableOf(tool.id)).toBe(stockAtStart - tool.minOrder);
    // The customer's password and the admin's claim came back with the accounts.
    await expect(signInDemoAccount('admin')).resolves.toBeTruthy();

    // Placed in a run that is then stopped impatiently: its export may or may not finish.
    const during = await order(tool.minOrder);
    await stop({ secondInterruptAfterMs: 150 });

    const third = await start();
    expect('restoredFrom' in third.data).toBe(true);
    const ids = await ordersOfCustomer();
    expect(ids).toContain(before);
    const live = ids.includes(during) ? 2 : 1;
    expect(await availableOf(tool.id)).toBe(stockAtStart - live * tool.minOrder);
    console.log(
      `after the second Ctrl+C: ${live === 2 ? 'the export had finished' : 'the export was cut short; the save before it was restored'}`,
    );
    expect(await stop()).toBe(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('export-'))).toHaveLength(1);
    failed = false;
  });
});
