import { vi } from 'vitest';
import type { DeploymentCheck } from '../lib/new-deployment';

/**
 * A deployment whose chunks are all still served: a failed import is then the network's, not a
 * new deployment's, so lazyWithRetry reports it instead of reloading the page.
 */
export function chunksStillServed(): DeploymentCheck {
  return {
    fetch: () => Promise.resolve(new Response(null, { status: 200, headers: { 'Content-Type': 'text/javascript' } })),
    online: () => true,
    storage: () => null,
    reload: vi.fn(),
    now: () => Date.now(),
  };
}
