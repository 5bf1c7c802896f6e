/**
 * The order benchmark: `npm run bench:orders` (the build must exist: `npm run build`).
 *
 * Starts its own Emulator Suite (on TOOLSHUB_PORT_OFFSET's ports, so it can run beside tests),
 * seeds it, adds one tool with a large stock and 50 customers, then for 1, 10 and 50 concurrent
 * clients sends orders through Hosting, the way the browser does (closed loop: each client sends
 * its next order when the last is answered). Prints p50/p95 latency and orders per second per
 * level, then checks from Firestore that starting stock − ordered quantities = available.
 *
 *   npm run bench:orders -- --orders=200 --levels=1,10,50
 *
 * Before each level the same number of clients send one untimed order each: the Functions
 * emulator starts one Node process per request in flight, and those cold starts are not what
 * is being measured.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { scriptAdminApp } from './admin-sdk';
import { closedLoop, formatTable, summarize, type LevelResult } from './bench-stats';
import { LaunchError } from './emulator-plan';
import { repoRoot } from './paths';
import { placeOrder } from './order-calls';
import { portOffset } from './ports';
import { createCustomers, type ScriptCustomer } from './script-accounts';
import { initialStockDoc } from './script-tools';
import { checkStockConservation, describeStockCheck } from './stock-conservation';
import { say, withEmulators } from './suite';
import { STOCK_MOVEMENTS } from '../../functions/src/repositories/stock-movements';
import { newToolDoc } from '../../functions/src/repositories/tools/document';

const TOOL_ID = 'bench-tool';
const START_STOCK = 1_000_000;
const PRICE_CENTS = 1245;
const REQUEST_TIMEOUT_MS = 120_000;

function parseArgs(argv: string[]) {
  let orders = 200;
  let levels = [1, 10, 50];
  for (const arg of argv) {
    const [name, value = ''] = arg.split('=');
    if (name === '--orders' && /^[1-9][0-9]{0,5}$/.test(value)) orders = Number(value);
    else if (name === '--levels' && /^[1-9][0-9]{0,2}(,[1-9][0-9]{0,2})*$/.test(value))
      levels = value.split(',').map(Number);
    else throw new LaunchError(`unknown or malformed argument ${arg} (use --orders=200 --levels=1,10,50)`);
  }
  return { orders, levels };
}

/** The benchmark's tool, and `customers` signed-in customers to order it. */
async function prepareShop(customers: number): Promise<ScriptCustomer[]> {
  const db = getFirestore(scriptAdminApp());
  await db.doc(`tools/${TOOL_ID}`).set({
    ...newToolDoc({
      toolName: 'Benchmark Chisel',
      priceCents: PRICE_CENTS,
      priceTiers: [],
      minOrder: 1,
      available: START_STOCK,
      toolDescription: 'A tool with stock enough for any benchmark.',
      imageLink: '/images/tools/bevel-edge-chisel-set.svg',
      sku: 'BENCH-CHISEL',
      category: 'chisels',
    }),
    createdAt: Timestamp.now(),
  });
  await db.collection(STOCK_MOVEMENTS).add(initialStockDoc(TOOL_ID, START_STOCK));
  return createCustomers('bench', customers);
}

/** Sends one order and says whether it was placed; tallies what came back. */
function orderSender(customers: ScriptCustomer[], level: string, outcomes: Map<string, number>) {
  return async (client: number, index: number): Promise<boolean> => {
    const customer = customers[client % customers.length];
    if (!customer) throw new Error('no customer');
    const res = await placeOrder({
      token: customer.token,
      toolId: TOOL_ID,
      quantity: 1 + (index % 5),
      idempotencyKey: `bench:${level}:${index}`,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    const outcome = res.status === 0 ? (res.failure === 'timeout' ? 'timeout' : 'network error') : String(res.status);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    return outcome === '201';
  };
}

async function stockCheck(clientPlaced: number): Promise<boolean> {
  const check = await checkStockConservation(new Map([[TOOL_ID, START_STOCK]]));
  console.log(`\n${describeStockCheck(check)}`);
  const orders = check.lines[0]?.orders ?? 0;
  const note = orders === clientPlaced ? 'the same' : 'NOT the same (a timed-out request may have placed its order)';
  console.log(`orders in Firestore: ${orders}; answered 201 to the clients: ${clientPlaced} (${note})`);
  return check.ok;
}

async function bench() {
  const { orders, levels } = parseArgs(process.argv.slice(2));
  const reports = join(repoRoot, 'reports');
  mkdirSync(reports, { recursive: true });
  const logFile = join(reports, 'bench-orders-emulators.log');
  say(`order benchmark: ${orders} orders per level at concurrency ${levels.join(', ')} (port offset ${portOffset()})`);
  say(`the emulators' output goes to ${logFile}`);

  const passed = await withEmulators(
    async () => {
      const customers = await prepareShop(Math.max(...levels));
      say(`tool ${TOOL_ID} with ${START_STOCK} pieces; ${customers.length} customers signed in`);
      const results: LevelResult[] = [];
      let placed = 0;
      for (const concurrency of levels) {
        const warmOutcomes = new Map<string, number>();
        const warm = await closedLoop(
          concurrency,
          concurrency,
          orderSender(customers, `warm${concurrency}`, warmOutcomes),
        );
        placed += warm.samples.filter((s) => s.ok).length;
        const outcomes = new Map<string, number>();
        const { samples, wallMs } = await closedLoop(
          concurrency,
          orders,
          orderSender(customers, `c${concurrency}`, outcomes),
        );
        const result = summarize(concurrency, samples, wallMs);
        placed += result.ok;
        results.push(result);
        const tally = [...outcomes].map(([k, v]) => `${k}×${v}`).join(', ');
        say(
          `concurrency ${concurrency}: ${tally} in ${(wallMs / 1000).toFixed(1)} s (warm-up: ${warm.samples.length} orders)`,
        );
      }
      console.log(`\n${formatTable(results)}`);
      return stockCheck(placed);
    },
    { logFile, env: { FUNCTIONS_DISCOVERY_TIMEOUT: '300' } },
  );
  console.log(
    `\n${cpus().length} CPUs, Node ${process.version}; through Hosting → Functions emulator → Firestore emulator`,
  );
  if (!passed) process.exitCode = 1;
}

bench().catch((err: unknown) => {
  console.error(
    `[toolshub] ${err instanceof LaunchError ? err.message : err instanceof Error ? err.stack : String(err)}`,
  );
  process.exitCode = 1;
});
