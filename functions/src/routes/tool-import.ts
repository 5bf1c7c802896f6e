import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { MAX_TOOL_IMPORT_BYTES, TOOL_IMPORT_CONTENT_TYPE } from '@toolshub/shared';
import { ApiError, badRequest } from '../errors';
import { endpoint } from '../http/endpoint';
import { readToolImport } from '../domain/tool-import-csv';
import { allow, currentUser } from '../middleware/auth';
import { importTools } from '../repositories/tools/import';

/**
 * Mounted before the API's JSON parser and its 32 kB body limit: this route alone takes a CSV
 * body, with its own limit.
 */
export const toolImportRouter = Router();

const csvText = express.text({ type: TOOL_IMPORT_CONTENT_TYPE, limit: MAX_TOOL_IMPORT_BYTES });

/**
 * The CSV as text in `req.body`. On Cloud Functions (and its emulator) the platform has read the
 * body already and keeps the bytes in `rawBody`; express.text then leaves it alone.
 */
function csvBody(req: Request, res: Response, next: NextFunction) {
  if (!req.is(TOOL_IMPORT_CONTENT_TYPE)) {
    throw badRequest(`Send the CSV itself as the body, with Content-Type: ${TOOL_IMPORT_CONTENT_TYPE}`);
  }
  csvText(req, res, (err?: unknown) => {
    if (err) return next(err);
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw && raw.length > MAX_TOOL_IMPORT_BYTES) {
      return next(
        new ApiError('payload-too-large', `The CSV is too large (at most ${MAX_TOOL_IMPORT_BYTES / 1024} kB)`),
      );
    }
    req.body = raw ? raw.toString('utf8') : typeof req.body === 'string' ? req.body : '';
    next();
  });
}

function dryRunOf(req: Request): boolean {
  const value = req.query.dryRun;
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest('dryRun must be true or false', { dryRun: 'dryRun must be true or false' });
}

// POST /api/tools/import?dryRun=   (admin) body: the catalogue's CSV (Content-Type text/csv)
// 200 the report (a dry run, or applied); 422 the report when a row was refused (nothing written);
// 400 an unreadable file, a bad header, no rows or too many; 413 too large.
endpoint(toolImportRouter, 'importTools', allow('tools:import'), csvBody, async (req, res) => {
  const dryRun = dryRunOf(req);
  const rows = await readToolImport(req.body as string);
  const report = await importTools(rows, currentUser(req), { dryRun });
  if (!dryRun && !report.applied) res.status(422);
  return report;
});
