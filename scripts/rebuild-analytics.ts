/**
 * npm run analytics:rebuild
 * Recomputes the dashboard's daily roll-ups (analytics/) from every order and account, for data
 * the roll-up triggers never saw: orders written before they were deployed, a bulk load. Run it
 * while no orders are being placed (functions/src/analytics/rebuild-rollups.ts says why).
 * Against the emulators when FIRESTORE_EMULATOR_HOST is set (a running `npm start` suite:
 * export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080), else against the real project named by
 * GCLOUD_PROJECT with Application Default Credentials.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { rebuildRollups } from '../functions/src/analytics/rebuild-rollups';
import { firestore } from '../functions/src/firebase';

const DEMO_PROJECT = 'demo-toolshub';

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST && !process.env.GCLOUD_PROJECT) {
    throw new Error('Set FIRESTORE_EMULATOR_HOST for the emulators, or GCLOUD_PROJECT for a real project.');
  }
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT });
  const { orders, customers, days, months } = await rebuildRollups(firestore());
  const target = process.env.FIRESTORE_EMULATOR_HOST
    ? `the emulators (${process.env.FIRESTORE_EMULATOR_HOST})`
    : `project ${process.env.GCLOUD_PROJECT}`;
  console.log(
    `Rebuilt the analytics roll-ups on ${target}: ${orders} orders, ${customers} accounts, ${days} days, ${months} months.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
