import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WARMED_PAGES, warmPages } from '../src/warm-pages';

let server: Server | undefined;

/** A server that notes each path it is asked for, and when the previous answer had been sent. */
async function pageServer(answer: (path: string) => number | 'hang' | 'drop') {
  const asked: { path: string; previousFinished: boolean }[] = [];
  let finished = 0;
  server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.push({ path, previousFinished: finished === asked.length });
    const how = answer(path);
    if (how === 'hang') return;
    if (how === 'drop') return void req.socket.destroy();
    res.writeHead(how).end('<!doctype html>', () => (finished += 1));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('warmPages (npm start asks for the page function’s pages before it says the shop is ready)', () => {
  it('asks for Home, then the catalogue, one after the other', async () => {
    const { base, asked } = await pageServer(() => 200);
    await warmPages(base);
    expect(asked.map((a) => a.path)).toEqual(['/', '/tools']);
    expect(asked.map((a) => a.path)).toEqual([...WARMED_PAGES]);
    expect(asked.every((a) => a.previousFinished)).toBe(true);
  });

  it('never fails the start: an error page, a dropped connection and no server at all are passed over', async () => {
    const { base, asked } = await pageServer((path) => (path === '/' ? 'drop' : 500));
    await expect(warmPages(base)).resolves.toBeUndefined();
    expect(asked.map((a) => a.path)).toEqual(['/', '/tools']);
    await expect(warmPages('http://127.0.0.1:9')).resolves.toBeUndefined();
  });

  it('gives up on a page that never answers, and goes on to the next', async () => {
    const { base, asked } = await pageServer((path) => (path === '/' ? 'hang' : 200));
    const refused: string[] = [];
    const impatient: typeof fetch = (input, init) => {
      const signal = AbortSignal.any([init?.signal ?? new AbortController().signal, AbortSignal.timeout(300)]);
      return fetch(input, { ...init, signal }).catch((err: unknown) => {
        refused.push(String(input));
        throw err;
      });
    };
    await warmPages(base, impatient);
    expect(asked.map((a) => a.path)).toEqual(['/', '/tools']);
    expect(refused).toEqual([`${base}/`]);
  });
});
