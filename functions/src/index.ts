import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config } from './config';

export const api = onRequest({ region: config.region }, createApp());
