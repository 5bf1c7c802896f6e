import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { API_HEADERS } from '@toolshub/shared';
import { readMeterHeader } from '../middleware/read-meter';

const READS_HEADER = API_HEADERS.firestoreReads;
import { recordReads, recordWrites, runMetered } from '../firestore/read-meter';
import { timeStep } from '../firestore/step-timing';

const servers: Server[] = [];

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0);
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  delete process.env.FUNCTIONS_EMULATOR;
});

describe('counting Firestore reads', () => {
  it('adds up the reads recorded inside a metered call, across awaits', async () => {
    const meter = { reads: 0 };
    await runMetered(meter, async () => {
      recordReads(7);
      await new Promise((r) => setTimeout(r, 1));
      recordReads(1);
    });
    expect(meter.reads).toBe(8);
  });

  it('counts nothing outside a metered call', () => {
    const meter = { reads: 0 };
    runMetered(meter, () => undefined);
    recordReads(5);
    expect(meter.reads).toBe(0);
  });

  it("sends the request's count as a header, also on errors", async () => {
    const app = express();
    app.use(readMeterHeader);
    app.get('/ok', async (_req, res) => {
      recordReads(2);
      await new Promise((r) => setTimeout(r, 1));
      recordReads(5);
      res.json({ ok: true });
    });
    app.get('/fails', async () => {
      recordReads(1);
      throw new Error('boom');
    });
    const base = await serve(app);
    expect((await fetch(`${base}/ok`)).headers.get(READS_HEADER)).toBe('7');
    const failed = await fetch(`${base}/fails`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get(READS_HEADER)).toBe('1');
  });

  it('keeps concurrent requests apart', async () => {
    const app = express();
    app.use(readMeterHeader);
    app.get('/reads/:n', async (req, res) => {
      const n = Number(req.params.n);
      for (let i = 0; i < n; i++) {
        recordReads(1);
        await new Promise((r) => setTimeout(r, 1));
      }
      res.end();
    });
    const base = await serve(app);
    const counts = await Promise.all([3, 10, 1].map((n) => fetch(`${base}/reads/${n}`)));
    expect(counts.map((r) => r.headers.get(READS_HEADER))).toEqual(['3', '10', '1']);
  });

  it('is on in the Functions emulator only', async () => {
    const plain = await serve(createApp());
    expect((await fetch(`${plain}/api/nothing-here`)).headers.has(READS_HEADER)).toBe(false);
    process.env.FUNCTIONS_EMULATOR = 'true';
    const emulated = await serve(createApp());
    expect((await fetch(`${emulated}/api/nothing-here`)).headers.get(READS_HEADER)).toBe('0');
  });

  it('sends the writes and where the time went (Server-Timing: timed steps, repeats added up, then total)', async () => {
    const app = express();
    app.use(readMeterHeader);
    app.post('/order', async (_req, res) => {
      await timeStep('token', () => new Promise((r) => setTimeout(r, 20)));
      for (const attempt of [1, 2]) {
        await timeStep('transaction', async () => {
          await new Promise((r) => setTimeout(r, 10));
          recordWrites(attempt === 2 ? 3 : 0);
        });
      }
      res.status(201).end();
    });
    const base = await serve(app);
    const res = await fetch(`${base}/order`, { method: 'POST' });
    expect(res.headers.get(API_HEADERS.firestoreWrites)).toBe('3');
    const steps = (res.headers.get(API_HEADERS.serverTiming) ?? '').split(', ').map((entry) => {
      const [name, dur] = entry.split(';dur=');
      return { name, ms: Number(dur) };
    });
    expect(steps.map((s) => s.name)).toEqual(['token', 'transaction', 'cpu', 'total']);
    const [token, transaction, , total] = steps.map((s) => s.ms);
    expect(token).toBeGreaterThanOrEqual(19);
    expect(transaction).toBeGreaterThanOrEqual(19);
    expect(total).toBeGreaterThanOrEqual(token! + transaction!);
  });

  it('times nothing outside a timed request', async () => {
    await expect(timeStep('alone', async () => 'done')).resolves.toBe('done');
  });
});
