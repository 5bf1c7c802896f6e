import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { endpoints } from '@toolshub/shared';
import { orderCsvRowStream, orderCsvStringifier } from '../exports/orders-csv';
import { parseOrderExportQuery } from '../http/order-list-query';
import { logs } from '../logs';
import { allow } from '../middleware/auth';
import { orderBatches } from '../repositories/orders/list';
import type { OrderRecord } from '../repositories/orders/document';

export const exportsRouter = Router();

/** Orders read per Firestore query while the CSV streams out. */
const EXPORT_BATCH = 200;

/** The batches, the first one already read (so a failure to query is still a JSON error). */
async function* startingWith(first: OrderRecord[] | undefined, rest: AsyncGenerator<OrderRecord[]>) {
  if (first) yield first;
  yield* rest;
}

// GET /api/exports/orders.csv?status=&payment=&from=&to=&email=&sort=  (admin: orders:export)
// text/csv, one row per order line, streamed as the query pages through Firestore.
exportsRouter.get(endpoints.exportOrdersCsv.route, allow('orders:export'), async (req, res) => {
  const spec = parseOrderExportQuery(req);
  const batches = orderBatches(spec, EXPORT_BATCH);
  const first = await batches.next();
  const today = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="orders-${today}.csv"`);
  res.setHeader('Cache-Control', 'private, no-store');
  try {
    await pipeline(
      orderCsvRowStream(startingWith(first.done ? undefined : first.value, batches)),
      orderCsvStringifier(),
      res,
    );
  } catch (err) {
    // Past the first byte the status is sent: the cut-off body is all the client can be told.
    logs.exportFailed('orders.csv', err);
    res.destroy();
  }
});
