import express from 'express';
import { config } from './config';
import { bodyDepthLimit } from './middleware/body-depth';
import { rawBodyLimit } from './middleware/body-size';
import { errorHandler, notFoundRoute } from './middleware/error-handler';
import { readMeterHeader } from './middleware/read-meter';
import { accountsRouter } from './routes/accounts';
import { auditRouter } from './routes/audit';
import { buyingListsRouter } from './routes/buying-lists';
import { analyticsRouter } from './routes/analytics';
import { cartRouter } from './routes/cart';
import { companiesRouter } from './routes/companies';
import { companyRouter } from './routes/company';
import { companyApplicationsRouter } from './routes/company-applications';
import { categoriesRouter } from './routes/categories';
import { exportsRouter } from './routes/exports';
import { inquiriesRouter } from './routes/inquiries';
import { ordersRouter } from './routes/orders';
import { priceListsRouter } from './routes/price-lists';
import { quotesRouter } from './routes/quotes';
import { reviewsRouter } from './routes/reviews';
import { stockRouter } from './routes/stock';
import { toolImportRouter } from './routes/tool-import';
import { toolsRouter } from './routes/tools';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Express parses ?a[b]=c into objects unless told not to; keep query values plain strings.
  app.set('query parser', 'simple');
  // Hosting passes the full path (/api/...); every route lives under /api.
  const api = express.Router();
  // Every answer, errors from the body parser included, is for this caller only.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (config.reportReads()) api.use(readMeterHeader);
  // Before the JSON parser and its limit: this router's one route takes a CSV body of its own size.
  api.use(toolImportRouter);
  api.use(express.json({ limit: config.jsonBodyLimit, strict: true }));
  api.use(rawBodyLimit(config.jsonBodyLimitBytes));
  api.use(bodyDepthLimit(config.jsonMaxDepth));
  api.use(toolsRouter);
  api.use(stockRouter);
  api.use(categoriesRouter);
  api.use(reviewsRouter);
  api.use(accountsRouter);
  api.use(ordersRouter);
  api.use(cartRouter);
  api.use(inquiriesRouter);
  api.use(auditRouter);
  api.use(exportsRouter);
  api.use(analyticsRouter);
  api.use(companyApplicationsRouter);
  api.use(companyRouter);
  api.use(companiesRouter);
  api.use(priceListsRouter);
  api.use(quotesRouter);
  api.use(buyingListsRouter);
  api.use(notFoundRoute);
  app.use('/api', api);
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
