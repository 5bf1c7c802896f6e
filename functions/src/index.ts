import { onRequest } from 'firebase-functions/v2/https';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import type { handlePage } from './pages';
import { createApp } from './app';
import { config, storageBucketName } from './config';
import { verifyUpload as checkUploadedImage } from './storage/verify-upload';

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
