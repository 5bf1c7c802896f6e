import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorPlan } from '../src/emulator-plan';
import { childEnv, WORKER_START_TIMEOUT_SECONDS } from '../src/suite';

const plan: EmulatorPlan = { only: ['functions'], ui: false, env: {}, notes: [], storage: { running: true } };

// firebase-tools' own reading of the variable: how long a request waits for a new worker's socket.
const require = createRequire(import.meta.url);
const discovery = require('firebase-tools/lib/deploy/functions/runtimes/discovery/index.js') as {
  getFunctionDiscoveryTimeout: () => number;
};

describe("the suite's environment for firebase-tools", () => {
  const before = process.env.FUNCTIONS_DISCOVERY_TIMEOUT;
  afterEach(() => {
    if (before === undefined) delete process.env.FUNCTIONS_DISCOVERY_TIMEOUT;
    else process.env.FUNCTIONS_DISCOVERY_TIMEOUT = before;
  });

  it('lets a request wait two minutes for a starting function worker (the emulator drops it after 30 s by default)', () => {
    const env = childEnv(plan);
    expect(env.FUNCTIONS_DISCOVERY_TIMEOUT).toBe(String(WORKER_START_TIMEOUT_SECONDS));
    process.env.FUNCTIONS_DISCOVERY_TIMEOUT = env.FUNCTIONS_DISCOVERY_TIMEOUT;
    expect(discovery.getFunctionDiscoveryTimeout()).toBe(120_000);
  });

  it('keeps a caller’s own timeout', () => {
    expect(childEnv(plan, { FUNCTIONS_DISCOVERY_TIMEOUT: '300' }).FUNCTIONS_DISCOVERY_TIMEOUT).toBe('300');
  });
});
