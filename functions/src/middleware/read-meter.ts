import type { RequestHandler } from 'express';
import { API_HEADERS } from '@toolshub/shared';
import { runMetered, type ReadMeter } from '../firestore/read-meter';
import { runTimed, serverTimingValue, type StepTimings } from '../firestore/step-timing';

/**
 * Meters the request for the bench: its Firestore reads (and the count() aggregations' part of
 * them) and writes, and where its time went (Server-Timing: the steps the code times, `cpu` the
 * process's CPU time meanwhile, and `total` from here to the status line). The headers are set at the last moment before the status line
 * goes out, on every response, errors included.
 */
export const readMeterHeader: RequestHandler = (_req, res, next) => {
  const start = performance.now();
  const cpuAtStart = process.cpuUsage();
  const meter: ReadMeter = { reads: 0, countReads: 0, writes: 0 };
  const timings: StepTimings = { steps: [] };
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) {
      this.setHeader(API_HEADERS.firestoreReads, String(meter.reads));
      this.setHeader(API_HEADERS.firestoreCountReads, String(meter.countReads ?? 0));
      this.setHeader(API_HEADERS.firestoreWrites, String(meter.writes ?? 0));
      const total = { name: 'total', ms: performance.now() - start };
      // The process's CPU time meanwhile: the request's own where, as in the Functions emulator, a
      // process serves one request at a time.
      const used = process.cpuUsage(cpuAtStart);
      const cpu = { name: 'cpu', ms: (used.user + used.system) / 1000 };
      this.setHeader(API_HEADERS.serverTiming, serverTimingValue([...timings.steps, cpu, total]));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  runMetered(meter, () => runTimed(timings, next));
};
