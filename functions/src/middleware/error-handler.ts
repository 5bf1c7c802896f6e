import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_HEADERS, type ApiErrorBody } from '@toolshub/shared';
import { ApiError } from '../errors';
import { logs } from '../logs';
import { StoreBusyError } from '../firestore/contended-transaction';

/** Body-parser errors carry a `type`; map them to 400/413 instead of a 500. */
function fromBodyParser(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null || !('type' in err)) return null;
  switch ((err as { type: unknown }).type) {
    case 'entity.parse.failed':
      return new ApiError('invalid-argument', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new ApiError('payload-too-large', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('invalid-argument', 'The request body encoding is not supported');
    default:
      return null;
  }
}

/** The data layer gave up on a transaction that kept colliding with others: 503, try again. */
function fromDataLayer(err: unknown): ApiError | null {
  return err instanceof StoreBusyError ? new ApiError('unavailable', err.message) : null;
}

/** The router decodes path parameters; a malformed %-escape there is the caller's mistake. */
function fromRouter(err: unknown): ApiError | null {
  if (err instanceof URIError && 'status' in err && err.status === 400) {
    return new ApiError('invalid-argument', 'The path holds a malformed %-escape');
  }
  return null;
}

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', `No such API route: ${req.method} ${req.baseUrl}${req.path}`));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof ApiError ? err : (fromBodyParser(err) ?? fromRouter(err) ?? fromDataLayer(err));
  const error = known ?? new ApiError('internal', 'Something went wrong on our side; please try again');
  if (!known) logs.unexpectedError(err, req.method, req.path);
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.current ? { current: error.current } : {}),
    },
  };
  if (error.retryAfterSeconds !== undefined) res.setHeader(API_HEADERS.retryAfter, String(error.retryAfterSeconds));
  res.status(error.status).json(body);
};
