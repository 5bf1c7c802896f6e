/**
 * The journeys' own data and sessions. Every journey makes the accounts and tools it needs (through
 * the Admin SDK and the API, never the UI) and starts signed in unless it tests signing in, so
 * journeys share nothing and run in parallel on any worker, in any order, alone or together.
 *
 *   test('…', async ({ page, customer }) => { await startSignedIn(page, customer); … })
 *   test('…', async ({ signedInPage, admin, customer }) => { const a = await signedInPage(admin); … })
 */
import { test as base, type Page } from '@playwright/test';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../emulators/src/api-client';
import { signInWithPassword } from '../../emulators/src/auth-emulator';
import { signInDemoAccount } from '../../emulators/src/script-accounts';
import { newCustomer, type TestCustomer } from './customers';
import { createOwnTool, type OwnTool, type OwnToolOptions } from './own-tool';
import { PageLog } from './page-log';
import { startSignedIn } from './session';
import { shopUrl } from './shop-url';
import { WarmContexts, type TakenProfile } from './warm-contexts';

export { expect } from '@playwright/test';
export { startSignedIn } from './session';

/** A verified customer made for one journey, with an ID token for API calls. */
export type Account = TestCustomer;

/**
 * A new admin: a new customer made an admin by the demo admin through the API (registry, claim and
 * role, as the Make Admin screen does), with a token that carries the claim.
 */
export async function newAdmin(label: string): Promise<Account> {
  const account = await newCustomer(label);
  const demoAdminToken = await signInDemoAccount('admin');
  const granted = await callApi('PUT', endpoints.grantAdmin.path(account.email), { token: demoAdminToken });
  if (granted.status !== 200) throw new Error(`could not make ${account.email} an admin: ${granted.status}`);
  const token = await signInWithPassword(
    process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    account.email,
    account.password,
  );
  return { ...account, token };
}

/** A page in a profile of its own (its own storage, so its own session), signed in as `who`. */
async function openSignedIn({ page }: TakenProfile, who: Account | null, log: PageLog): Promise<Page> {
  await log.watch(page);
  if (who) await startSignedIn(page, who);
  return page;
}

export interface Fixtures {
  /** A new verified customer of this journey (made when first asked for). */
  customer: Account;
  /** A new admin of this journey (made when first asked for). */
  admin: Account;
  /** Makes a tool of this journey's own; every one is removed when the journey ends. */
  ownTool: (label: string, options?: OwnToolOptions) => Promise<OwnTool>;
  /** A page in a new browser context, signed in as `who` (or signed out for null); closed at the end. */
  signedInPage: (who: Account | null) => Promise<Page>;
  /** What the journey's pages did, attached to a journey that fails (support/page-log.ts). */
  pageLog: PageLog;
  /** This journey's hold on its worker's browser profiles (support/warm-contexts.ts), given back at its end. */
  profiles: WarmContexts;
  /** The profile `context` and `page` are in (taken when first asked for). */
  profile: TakenProfile;
}

interface WorkerFixtures {
  warmContexts: WarmContexts;
}

// Playwright reads a fixture's dependencies from its first parameter, which must be an object
// pattern; these depend on nothing, hence the empty ones.
/* eslint-disable no-empty-pattern */
export const test = base.extend<Fixtures, WorkerFixtures>({
  warmContexts: [
    async ({ playwright }, use, workerInfo) => {
      const { launchOptions, baseURL, reducedMotion, viewport } = workerInfo.project.use;
      const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      const contexts = new WarmContexts(
        playwright.chromium,
        launchOptions ?? {},
        { baseURL, reducedMotion, viewport },
        [new URL(shopUrl).origin, ...(authEmulator ? [`http://${authEmulator}`] : [])],
      );
      await use(contexts);
      await contexts.close();
    },
    { scope: 'worker' },
  ],
  profiles: async ({ warmContexts }, use) => {
    await use(warmContexts);
    await warmContexts.releaseAll();
  },
  profile: async ({ profiles }, use) => {
    await use(await profiles.take());
  },
  context: async ({ profile }, use) => {
    await use(profile.context);
  },
  customer: async ({}, use) => {
    await use(await newCustomer('buyer'));
  },
  admin: async ({}, use) => {
    await use(await newAdmin('admin'));
  },
  ownTool: async ({}, use) => {
    const made: OwnTool[] = [];
    await use(async (label, options) => {
      const tool = await createOwnTool(label, options);
      made.push(tool);
      return tool;
    });
    await Promise.all(made.map((tool) => tool.remove()));
  },
  pageLog: async ({}, use, testInfo) => {
    const log = new PageLog();
    await use(log);
    await log.attachIfFailed(testInfo);
  },
  // The profile's blank page, not a new one beside it.
  page: async ({ profile, pageLog }, use) => {
    await pageLog.watch(profile.page);
    await use(profile.page);
  },
  signedInPage: async ({ profiles, pageLog }, use) => {
    await use(async (who) => openSignedIn(await profiles.take(), who, pageLog));
  },
});
/* eslint-enable no-empty-pattern */
