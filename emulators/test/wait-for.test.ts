import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { waitForLine, waitForUrl } from '../src/wait-for';

let server: Server;
let url: string;
let status = 503;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(status).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ready`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('waitForUrl', () => {
  it('answers once the URL answers 2xx', async () => {
    status = 200;
    await expect(waitForUrl(url, { timeoutMs: 5_000 })).resolves.toBeUndefined();
  });

  it('gives up at the deadline, with the last answer', async () => {
    status = 503;
    await expect(waitForUrl(url, { timeoutMs: 700 })).rejects.toThrow(/within 0.7s \(status 503\)/);
  });

  it('stops at once when its signal aborts (the process it waited for has exited)', async () => {
    status = 503;
    const controller = new AbortController();
    const started = Date.now();
    const waiting = waitForUrl(url, { timeoutMs: 8_000, signal: controller.signal });
    setTimeout(() => controller.abort('the emulators exited'), 200);
    await expect(waiting).rejects.toThrow(/stopped waiting for .*: the emulators exited/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('waitForLine', () => {
  const ready = 'All emulators ready! It is now safe to connect your app.';

  it('answers once a line holds the text, however the output is cut into chunks', async () => {
    const output = new PassThrough();
    let answered = false;
    const waiting = waitForLine(output, 'All emulators ready', { timeoutMs: 5_000 }).then(() => {
      answered = true;
    });
    output.write('i  auth: Importing accounts\n│ ✔  All emulators');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    output.write(' ready! It is now safe\n');
    await waiting;
    expect(answered).toBe(true);
  });

  it('fails when the output ends without it, at the deadline, and at once when its signal aborts', async () => {
    const ended = new PassThrough();
    const waitingForEnded = waitForLine(ended, ready, { timeoutMs: 5_000 });
    ended.end('i  emulators: Shutting down\n');
    await expect(waitingForEnded).rejects.toThrow(/output ended before/);

    await expect(waitForLine(new PassThrough(), ready, { timeoutMs: 300 })).rejects.toThrow(/did not come within 0.3s/);

    const controller = new AbortController();
    const waitingForAborted = waitForLine(new PassThrough(), ready, { timeoutMs: 8_000, signal: controller.signal });
    controller.abort('the emulators exited');
    await expect(waitingForAborted).rejects.toThrow(/stopped waiting for .*: the emulators exited/);
  });
});
