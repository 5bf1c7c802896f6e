import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Sends a rendered page compressed when the client takes it: the pages carry their data and their
 * critical CSS (about 120 kB of text, 18 kB gzipped), and the emulated Hosting passes a function's
 * body through as it is. Brotli at a middle quality costs a few milliseconds a page.
 */
export function sendHtml(req: Request, res: Response, status: number, html: string): void {
  res.vary('Accept-Encoding');
  res.status(status).type('html');
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    res.set('Content-Encoding', 'br');
    res.send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(html));
  } else {
    res.send(html);
  }
}
