import { createHash } from 'node:crypto';
import { Router } from 'express';
import { ANALYTICS_WINDOWS, type AnalyticsWindow } from '@toolshub/shared';
import { analyticsReport } from '../analytics/analytics-report';
import { badRequest } from '../errors';
import { firestore } from '../firebase';
import { endpoint } from '../http/endpoint';
import { ifNoneMatchHolds, setETag } from '../http/etag';
import { single } from '../http/paging';
import { allow } from '../middleware/auth';

export const analyticsRouter = Router();

const WINDOW_MESSAGE = `days must be one of ${ANALYTICS_WINDOWS.join(', ')}`;

function parseWindow(query: Record<string, unknown>): AnalyticsWindow {
  const unknown = Object.keys(query).filter((name) => name !== 'days');
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown parameter ${unknown.join(', ')}; GET /api/analytics takes days`,
      Object.fromEntries(unknown.map((name) => [name, `Unknown parameter ${name}`])),
    );
  }
  const days = single(query.days, 'days');
  const window = ANALYTICS_WINDOWS.find((w) => String(w) === days);
  if (window === undefined) throw badRequest(WINDOW_MESSAGE, { days: WINDOW_MESSAGE });
  return window;
}

// GET /api/analytics?days=30|90  (admin: the dashboard's figures, from the roll-ups)
// ETag: the figures' digest; If-None-Match with it answers 304 while they have not changed.
endpoint(analyticsRouter, 'getAnalytics', allow('analytics:read'), async (req, res) => {
  const report = await analyticsReport(firestore(), parseWindow(req.query));
  // The caller's browser may keep a copy, asking each time whether it still holds (no-cache).
  res.setHeader('Cache-Control', 'private, no-cache');
  const version = createHash('sha256').update(JSON.stringify(report)).digest('base64url').slice(0, 32);
  setETag(res, version);
  // Express answers a 304 without its body.
  if (ifNoneMatchHolds(req, `"${version}"`)) res.status(304);
  return report;
});
