import type { RequestHandler } from 'express';
import { API_HEADERS } from '@toolshub/shared';
import { runMetered, type ReadMeter } from '../firestore/read-meter';

/**
 * Counts the request's Firestore reads and sends the count (and the count() aggregations' part of it) as headers, set at the last moment
 * before the status line goes out (on every response, errors included).
 */
export const readMeterHeader: RequestHandler = (_req, res, next) => {
  const meter: ReadMeter = { reads: 0, countReads: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) {
      this.setHeader(API_HEADERS.firestoreReads, String(meter.reads));
      this.setHeader(API_HEADERS.firestoreCountReads, String(meter.countReads ?? 0));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  runMetered(meter, next);
};
