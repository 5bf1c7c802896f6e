import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';

/**
 * The same Express app the `api` function serves, in this process, over real HTTP against the
 * same emulators (Firestore, Auth tokens). For tests of many requests in flight at once: the
 * Functions emulator starts one Node process per in-flight request (it has no concurrency setting),
 * and 50 cold starts at once overrun its 30 s load timeout on a small machine, leaving requests
 * unanswered. Cloud Functions v2 serves up to 80 concurrent requests per instance in one process,
 * which is what this reproduces.
 */
export async function startInProcessApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
