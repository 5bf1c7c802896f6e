import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { handlePage } from './pages';
import { countCustomerWrite, countOrderWrite } from './analytics/rollup-triggers';
import { createApp } from './app';
import { config, storageBucketName } from './config';
import { deliverMail } from './mail/deliver-mail';
import { renderDocumentAttachments } from './mail/document-attachments';
import { findOrder } from './repositories/orders/orders';
import { configuredSmtpServer, mailFrom, smtpSender } from './mail/smtp-sender';
import { verifyUpload as checkUploadedImage } from './storage/verify-upload';
import { isReservationTask, runReservationExpiry } from './tasks/expire-reservation';

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

/**
 * Sends each message the API writes to `mail/` over SMTP (mail/smtp-sender.ts), once however often
 * the event comes, retrying a failed attempt and recording the outcome in its `delivery`
 * (mail/deliver-mail.ts). Its own retries, not the platform's: the emulators do not redeliver.
 */
export const sendMail = onDocumentCreated(
  { region: config.region, document: 'mail/{id}', timeoutSeconds: 180 },
  async (event) => {
    if (!event.data) return;
    await deliverMail(
      event.data.ref,
      smtpSender(configuredSmtpServer(), mailFrom.value()),
      config.mailDelivery,
      (named) => renderDocumentAttachments(named, findOrder),
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
