import { onRequest } from 'firebase-functions/v2/https';
import type { handlePurchasePage } from './pages/purchase-page';
import { createApp } from './app';
import { config } from './config';

export const api = onRequest({ region: config.region }, createApp());

let purchasePage: typeof handlePurchasePage | undefined;

/**
 * /order/{id}, server-rendered with its tool (Hosting rewrites /order/** here). Its renderer (React,
 * MUI) is a file of its own, lib/pages/purchase-page.js, loaded on this function's first request:
 * the api function never loads it.
 */
export const page = onRequest({ region: config.region }, async (req, res) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  purchasePage ??= (require('./pages/purchase-page.js') as { handlePurchasePage: typeof handlePurchasePage })
    .handlePurchasePage;
  await purchasePage(req, res);
});
