import { createServer, type IncomingMessage, type Server } from 'node:http';
import { get as httpsGet } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passedHeaders, startHttp2Front, type Http2Front } from '../src/bench/http2-front';

/** A stand-in for the Hosting emulator: answers with what it was asked, a gzipped body and HTTP/1.1's own headers. */
function startUpstream(): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method,
        url: req.url,
        host: req.headers.host,
        proto: req.headers['x-forwarded-proto'],
        accept: req.headers.accept,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      res.writeHead(201, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'keep-alive': 'timeout=5',
        'set-cookie': ['a=1', 'b=2'],
      });
      res.end(gzipSync(JSON.stringify(seen)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function ask(
  session: ClientHttp2Session,
  headers: Record<string, string>,
  body?: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const stream = session.request(headers, { endStream: body === undefined });
  if (body !== undefined) stream.end(body);
  const chunks: Buffer[] = [];
  const answered = new Promise<IncomingHttpHeaders>((resolve) => stream.on('response', resolve));
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return { headers: await answered, body: Buffer.concat(chunks) };
}

describe('the bench’s HTTP/2 front for Hosting', () => {
  let upstream: Server;
  let front: Http2Front;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    upstream = await startUpstream();
    front = await startHttp2Front(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    session = connect(front.url, { ca: front.certificate });
    await new Promise((resolve, reject) => {
      session.once('connect', resolve);
      session.once('error', reject);
    });
  });

  afterAll(async () => {
    session.close();
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('serves over HTTP/2 with TLS on 127.0.0.1', () => {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('passes a request on as it came, with the page’s own address, and its answer back unchanged', async () => {
    const { headers, body } = await ask(
      session,
      { ':method': 'POST', ':path': '/api/order?x=1', accept: 'application/json' },
      '{"quantity":5}',
    );
    expect(headers[':status']).toBe(201);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(headers['keep-alive']).toBeUndefined();
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({
      method: 'POST',
      url: '/api/order?x=1',
      host: new URL(front.url).host,
      proto: 'https',
      accept: 'application/json',
      body: '{"quantity":5}',
    });
  });

  it('answers 502 with the reason when Hosting does not answer', async () => {
    const gone = await startHttp2Front('http://127.0.0.1:9');
    const other = connect(gone.url, { ca: gone.certificate });
    try {
      const { headers, body } = await ask(other, { ':method': 'GET', ':path': '/' });
      expect(headers[':status']).toBe(502);
      expect(body.toString('utf8')).toContain('did not answer');
    } finally {
      other.close();
      await gone.close();
    }
  });

  it('cuts the answer off, over HTTP/2 and for an HTTP/1.1 client, when Hosting breaks off mid-answer, rather than end the answer as if whole', async () => {
    const breaking = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('part of it');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => breaking.listen(0, '127.0.0.1', resolve));
    const cut = await startHttp2Front(`http://127.0.0.1:${(breaking.address() as AddressInfo).port}`);
    try {
      const overH2 = connect(cut.url, { ca: cut.certificate });
      const h2Outcome = await new Promise<string>((resolve) => {
        const stream = overH2.request({ ':method': 'GET', ':path': '/' });
        stream.on('data', () => undefined);
        stream.on('end', () => resolve(stream.rstCode ? 'cut off' : 'ended whole'));
        stream.on('error', () => resolve('cut off'));
      });
      overH2.close();
      expect(h2Outcome).toBe('cut off');
      const outcome = await new Promise<string>((resolve) => {
        httpsGet(`${cut.url}/`, { ca: cut.certificate }, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve('ended whole'));
          res.on('aborted', () => resolve('cut off'));
          res.on('error', () => resolve('cut off'));
        }).on('error', () => resolve('cut off'));
      });
      expect(outcome).toBe('cut off');
    } finally {
      await cut.close();
      await new Promise((resolve) => breaking.close(resolve));
    }
  });

  it('leaves out HTTP/2’s pseudo-headers and HTTP/1.1’s connection headers', () => {
    expect(
      passedHeaders({
        ':path': '/',
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
        te: 'trailers',
        etag: '"1"',
      }),
    ).toEqual({ etag: '"1"' });
  });
});
