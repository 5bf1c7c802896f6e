import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A client's Firestore, as a rules test context gives it. */
export type ClientFirestore = ReturnType<RulesTestContext['firestore']>;

/**
 * The set-up of a file of Firestore rules tests: a test environment on the emulator with
 * `firestore.rules`, cleared and given `seed` (written with the rules off) before each test, and
 * cleared and closed after the file. The returned functions are the clients the tests try as.
 */
export function useRulesEnvironment(projectId: string, seed: (db: ClientFirestore) => Promise<void>) {
  let env: RulesTestEnvironment;
  // Denials are the point of these tests; the SDK would log each one as an error.
  setLogLevel('silent');

  beforeAll(async () => {
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((ctx) => seed(ctx.firestore()));
  });

  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
  });

  return {
    /** The shop admin (`root`, with the admin claim). */
    shopAdmin: () => env.authenticatedContext('root', { admin: true }).firestore(),
    /** A signed-in account without the admin claim. */
    signedIn: (uid: string, claims?: TokenOptions) => env.authenticatedContext(uid, claims).firestore(),
    /** Nobody signed in. */
    visitor: () => env.unauthenticatedContext().firestore(),
  };
}
