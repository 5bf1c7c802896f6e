import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { handlePage } from './pages';
import { countCustomerWrite, countOrderWrite } from './analytics/rollup-triggers';
import { createApp } from './app';
import { config, storageBucketName } from './config';
import { deliverMail, type MailSender } from './mail/deliver-mail';
import { renderDocumentAttachments } from './mail/document-attachments';
import { billedCompanyOf } from './repositories/companies/companies';
import { findOrder } from './repositories/orders/orders';
import { toQuote } from './repositories/quotes/document';
import { findQuote } from './repositories/quotes/quotes';
import { configuredSmtpServer, mailFrom, smtpSender } from './mail/smtp-sender';
import { verifyUpload as checkUploadedImage } from './storage/verify-upload';
import { isReservationTask, runReservationExpiry } from './tasks/expire-reservation';
import { runCreditHoldCheck } from './tasks/hold-overdue-companies';

export const api = onRequest({ region: config.region }, createApp());

let renderPage: typeof handlePage | undefined;

/**
 * /tools (the catalogue, with the page of tools its address asks for) and /order/{id} (with its
 * tool), server-rendered (Hosting rewrites both here). Their renderer (React, MUI) is a file of its
 * own, lib/pages/index.js, loaded on this function's first request: the api function never loads it.
 */
export const page = onRequest({ region: config.region }, async (req, res) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderPage ??= (require('./pages/index.js') as { handlePage: typeof handlePage }).handlePage;
  await renderPage(req, res);
});

/**
 * Every file uploaded to the bucket the API takes images from (storage.rules checked only its
 * declared type): deleted unless its bytes are a PNG, JPEG or WebP of that type.
 */
export const verifyUpload = onObjectFinalized({ region: config.region, bucket: storageBucketName() }, async (event) => {
  await checkUploadedImage(event.data);
});

let mailSender: MailSender | undefined;

/** A quote's PDF as it is now, for an offer's message (null when the quote is gone). */
async function renderQuoteDocument(id: string) {
  const quote = await findQuote(id);
  if (!quote) return null;
  const { quoteDocument } = await import('./documents/quote-document');
  return quoteDocument(toQuote(quote));
}

/**
 * Sends each message the API writes to `mail/` over SMTP (mail/smtp-sender.ts), once however often
 * the event comes, retrying a failed attempt and recording the outcome in its `delivery`
 * (mail/deliver-mail.ts). Its own retries, not the platform's: the emulators do not redeliver.
 */
export const sendMail = onDocumentCreated(
  { region: config.region, document: 'mail/{id}', timeoutSeconds: 180 },
  async (event) => {
    if (!event.data) return;
    // One sender per instance, so its pooled SMTP connection serves every message the instance sends.
    mailSender ??= smtpSender(configuredSmtpServer(), mailFrom.value());
    await deliverMail(
      event.data.ref,
      mailSender,
      config.mailDelivery,
      (named) =>
        renderDocumentAttachments(
          named,
          async (id) => {
            const found = await findOrder(id);
            return found && { ...found, company: await billedCompanyOf(found.order) };
          },
          renderQuoteDocument,
        ),
      event.data,
    );
  },
);

/**
 * A pending order's reservation ran out: cancelled, stock back, buyer told (tasks/expire-reservation.ts),
 * unless it moved on. Enqueued when the order is placed (repositories/orders/reservation-queue.ts); a task
 * that comes early, or fails, is retried by the queue.
 */
export const expireReservation = onTaskDispatched(
  {
    region: config.region,
    retryConfig: { maxAttempts: 20, minBackoffSeconds: 10, maxBackoffSeconds: 3600 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    if (!isReservationTask(request.data)) return;
    await runReservationExpiry(request.data);
  },
);

/**
 * The dashboard's daily roll-ups (analytics/): each write of an order changes the figures of the
 * day it was placed, once however often its event comes (a marker per event id, in the same
 * transaction as the shard's increments).
 */
export const rollUpOrders = onDocumentWritten({ region: config.region, document: 'orders/{id}' }, (event) =>
  countOrderWrite(event),
);

/** New customers per day for the roll-ups: a profile created (or removed) on its creation day. */
export const rollUpCustomers = onDocumentWritten({ region: config.region, document: 'users/{id}' }, (event) =>
  countCustomerWrite(event),
);

/**
 * Every day: companies with an invoice unpaid more than config.creditHoldAfterDays past its due date
 * go on hold (tasks/hold-overdue-companies.ts); their members cannot order until the shop releases them.
 */
export const holdOverdueCompanies = onSchedule(
  { region: config.region, schedule: 'every day 03:00', timeZone: 'UTC' },
  async () => {
    await runCreditHoldCheck();
  },
);
