/**
 * `npm run soak`: mixed traffic against a suite of its own for a set time, then the figures.
 *
 *   npm run soak -- --minutes=5 --concurrency=8      (SOAK_SECONDS, SOAK_CONCURRENCY do the same)
 *
 * Builds, starts the Emulator Suite on TOOLSHUB_PORT_OFFSET's ports with fresh demo data (as
 * `npm run bench` does; its output goes to reports/soak-emulators.log), signs in one new customer
 * per client and the demo admin, warms the Functions emulator's workers, then runs the clients of
 * mixed-traffic.ts through Hosting. Prints requests, per second, p50/p95 per kind and errors by
 * status, then checks from Firestore that every tool's stock is its stock at the start minus the
 * live soak orders, and the sum of its stock ledger's movements. Exits 1 on any 5xx, any request
 * left without an answer, or stock that does not add up either way; 4xx answers (an order of a
 * tool sold out meanwhile) are counted, not failed.
 */
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { demoAccounts, demoCategories } from '../demo-data';
import { scriptAdminApp } from '../admin-sdk';
import { callApi } from '../api-client';
import { warmUp } from '../bench/load';
import { LaunchError } from '../emulator-plan';
import { repoRoot } from '../paths';
import { hostingUrl, portOffset } from '../ports';
import { createCustomers } from '../script-accounts';
import { checkStockConservation, describeStockCheck, readStock } from '../stock-conservation';
import { checkStockLedger, describeLedgerCheck } from '../../../functions/src/testing/stock-ledger';
import { say, withEmulators } from '../suite';
import { runMixedTraffic, SOAK_KINDS, type SoakShop } from './mixed-traffic';
import { OrderPool } from './order-pool';
import { Session } from './sessions';
import { parseSoakOptions } from './soak-options';
import { formatSoakTable, isServerFailure, summarizeSoak, type SoakSample } from './soak-report';

const SEARCH_WORDS = ['saw', 'chis', 'hammer', 'clamp', 'plane', 'drill', 'rasp', 'square', 'screw', 'mallet', 'set'];

/** The catalogue as the soak's clients know it: in-stock tools (with their minimum order) and categories. */
async function readShop(): Promise<SoakShop> {
  const tools = (await getFirestore(scriptAdminApp()).collection('tools').where('archived', '==', false).get()).docs
    .filter((d) => d.get('inStock') === true)
    .map((d) => ({ id: d.id, minOrder: d.get('minOrder') as number }));
  return { tools, categories: demoCategories.map((c) => c.id), searchWords: SEARCH_WORDS };
}

async function soak(): Promise<boolean> {
  const { seconds, concurrency } = parseSoakOptions(process.argv.slice(2), process.env);
  const reports = join(repoRoot, 'reports');
  mkdirSync(reports, { recursive: true });
  const logFile = join(reports, 'soak-emulators.log');
  say(`soak: ${seconds} s of mixed traffic from ${concurrency} clients (port offset ${portOffset()})`);
  say(`the emulators' output goes to ${logFile}`);

  return withEmulators(
    async () => {
      const shop = await readShop();
      const startStock = await readStock();
      const customers = (await createCustomers('soak', concurrency)).map((c) => new Session(c.email, c.password));
      const soakUids = new Set(Array.from({ length: concurrency }, (_, i) => `soak-${i}`));
      const adminAccount = demoAccounts.find((a) => a.admin);
      if (!adminAccount) throw new Error('the demo data has no admin');
      const admin = new Session(adminAccount.email, adminAccount.password);
      await Promise.all([...customers, admin].map((s) => s.token()));

      // One worker per client in the Functions emulator, each past its module load (not measured).
      const warmupMs = await warmUp({
        concurrency,
        requests: 3,
        minMs: 3000,
        timeoutMs: 240_000,
        send: async () => (await callApi('GET', '/tools?limit=6')).status,
      });
      say(
        `${shop.tools.length} tools in stock; ${concurrency} customers and the admin signed in; workers warm in ${(warmupMs / 1000).toFixed(1)} s`,
      );

      const samples: SoakSample[] = [];
      const started = performance.now();
      await runMixedTraffic({
        shop,
        customers,
        admin,
        pool: new OrderPool(),
        until: Date.now() + seconds * 1000,
        record: (sample) => samples.push(sample),
      });
      const elapsed = (performance.now() - started) / 1000;

      const lines = summarizeSoak(samples, SOAK_KINDS);
      console.log(
        `\n${formatSoakTable(lines, elapsed)}\n\n${samples.length} requests in ${elapsed.toFixed(0)} s through ${hostingUrl()} (Hosting → Functions → Firestore emulators); ` +
          `${cpus().length} CPUs, load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
      const failures = Object.entries(lines.at(-1)?.errors ?? {}).filter(([status]) => isServerFailure(status));
      console.log(
        failures.length
          ? `server failures: ${failures.map(([s, n]) => `${s === '0' ? 'no answer' : s}×${n}`).join(', ')}  →  FAIL`
          : 'server failures (5xx or no answer): none  →  PASS',
      );
      const check = await checkStockConservation(startStock, (uid) => soakUids.has(uid));
      console.log(describeStockCheck(check));
      const ledger = await checkStockLedger(getFirestore(scriptAdminApp()), startStock.keys());
      console.log(describeLedgerCheck(ledger));
      return failures.length === 0 && check.ok && ledger.ok;
    },
    { logFile, env: { FUNCTIONS_DISCOVERY_TIMEOUT: '300' } },
  );
}

soak()
  .then((passed) => {
    if (!passed) process.exitCode = 1;
  })
  .catch((err: unknown) => {
    console.error(
      `[toolshub] ${err instanceof LaunchError ? err.message : err instanceof Error ? err.stack : String(err)}`,
    );
    process.exitCode = 1;
  });
