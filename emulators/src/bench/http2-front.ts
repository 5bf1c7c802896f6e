/**
 * Hosting as Lighthouse meets it in production: over HTTP/2 and TLS. The Hosting emulator speaks
 * HTTP/1.1 only, and Lighthouse's simulated mobile network then queues a page's files six at a time
 * (one per connection) on 150 ms round trips: a signed-in page's sixty-odd modules are a dozen round
 * trips deep (Order details 85-88 there). Firebase Hosting answers over HTTP/2 (and HTTP/3), every
 * file on one connection (Order details 95-98 through this front). The front is a local reverse
 * proxy on 127.0.0.1 with a throwaway self-signed certificate (made by openssl), which only the
 * bench's own Chromium is told to accept; requests and answers pass unchanged but for HTTP/1.1's
 * connection headers, which HTTP/2 does not have.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import {
  constants as http2Constants,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Front {
  /** The front's origin, https://127.0.0.1:<port>. */
  url: string;
  /** The certificate it presents (PEM), for a client that is to trust it. */
  certificate: string;
  close(): Promise<void>;
}

/** A key and a certificate for 127.0.0.1, valid for two days, that nothing else trusts. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'toolshub-front-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTP/1.1's per-connection headers: HTTP/2 refuses them, and they describe the hop, not the message. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

/** The headers to pass on: HTTP/2's pseudo-headers and the hop's own left out. */
export function passedHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const passed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    passed[name] = value;
  }
  return passed;
}

/** Starts the front for `target` (an http:// origin) on a free port of 127.0.0.1. */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const { key, cert } = selfSignedCertificate();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const upstream = new URL(target);

  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = passedHeaders(req.headers);
    // The page's own address, as Hosting passes it on in production.
    headers.host = req.authority || req.headers.host || upstream.host;
    headers['x-forwarded-proto'] = 'https';
    // Hosting broke off mid-answer: end the stream (HTTP/2) or the connection (an HTTP/1.1 client),
    // so that the browser does not take what came for the whole answer, nor wait for the rest.
    const cutOff = () => {
      if (req.httpVersionMajor >= 2) res.stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR);
      else req.socket.destroy();
    };
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passedHeaders(answer.headers));
        answer.on('error', cutOff);
        answer.on('aborted', cutOff);
        answer.pipe(res);
      },
    );
    out.on('error', (err) => {
      if (res.headersSent) {
        cutOff();
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The Hosting emulator at ${target} did not answer: ${err.message}`);
    });
    // A request the browser gave up on stops upstream too.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  };

  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  // The browser keeps its connection open, which would hold close() back.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    certificate: cert,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}
