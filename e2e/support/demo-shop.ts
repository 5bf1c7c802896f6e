import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The demo shop's own commands, run as a newcomer would run them (`npm run seed`,
 * `npm run grant-admin`), against the emulators this run started. They go through the API's
 * own rules (the admin registry, for one), which live in the functions package: a child process
 * runs them with tsx, as npm does.
 */
async function script(...args: string[]) {
  await run('npx', ['tsx', ...args], { env: process.env });
}

/** Back to the demo shop: catalogue, reviews, orders and the two demo accounts. */
export const reseedDemoShop = () => script('emulators/src/seed.ts');

/** Makes an account an admin (registry, claim and role), as `npm run grant-admin` does. */
export const grantAdmin = (email: string) => script('scripts/grant-admin.ts', email);
