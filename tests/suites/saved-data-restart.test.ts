/**
 * `npm start` keeps the shop between runs: this starts its suite (the same `startSuite` with saved
 * data that `cli.ts start` runs), places an order, stops it as Ctrl+C does, starts it again and
 * finds the order. Then it stops a run with a second Ctrl+C right after the first, which cuts the
 * export short, and checks the next start still restores a whole shop.
 *
 * It runs its own suites on TOOLSHUB_PORT_OFFSET's ports (never beside another suite on the same
 * offset: `npm test` runs it beside the unit tests, before its own suite starts, on ports shifted by
 * 10000) and keeps its data in a temporary
 * folder, never the checkout's .emulator-data/. The build must exist.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type Order, type Tool } from '@toolshub/shared';
import { callApi } from '../../emulators/src/api-client';
import { demoAccounts, demoTools } from '../../emulators/src/demo-data';
import { placeOrder } from '../../emulators/src/order-calls';
import { signInDemoAccount } from '../../emulators/src/script-accounts';
import { startSuite, type RunningSuite } from '../../emulators/src/suite';

const workDir = mkdtempSync(join(tmpdir(), 'toolshub-restart-test-'));
const dataDir = join(workDir, 'emulator-data');
let runs = 0;
let running: RunningSuite | null = null;

async function start(): Promise<RunningSuite> {
  runs += 1;
  running = await startSuite({ savedData: dataDir, logFile: join(workDir, `run-${runs}.log`) });
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

async function ordersOfCustomer(): Promise<Order[]> {
  const token = await signInDemoAccount('customer');
  const res = await callApi<Order[]>('GET', endpoints.listOrdersOf.path(customer?.email ?? '', { limit: 50 }), {
    token,
  });
  expect(res.status).toBe(200);
  return res.body ?? [];
}

async function availableOf(toolId: string): Promise<number> {
  const res = await callApi<Tool>('GET', endpoints.getTool.path(toolId));
  expect(res.status).toBe(200);
  return res.body?.available ?? Number.NaN;
}

async function order(quantity: number): Promise<string> {
  const res = await placeOrder({ token: await signInDemoAccount('customer'), toolId: tool?.id ?? '', quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body?.insertedId ?? '';
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
    expect((await ordersOfCustomer()).map((o) => o._id)).toContain(before);
    expect(await availableOf(tool.id)).toBe(stockAtStart - tool.minOrder);
    // The customer's password and the admin's claim came back with the accounts.
    await expect(signInDemoAccount('admin')).resolves.toBeTruthy();

    // Placed in a run that is then stopped impatiently: its export may or may not finish.
    const during = await order(tool.minOrder);
    await stop({ secondInterruptAfterMs: 150 });

    const third = await start();
    expect('restoredFrom' in third.data).toBe(true);
    const ids = (await ordersOfCustomer()).map((o) => o._id);
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
