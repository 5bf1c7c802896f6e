import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@toolshub/shared';
import { ApiError } from '../errors';
import { logs } from '../logs';

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

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', `No such API route: ${req.method} ${req.baseUrl}${req.path}`));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof ApiError ? err : fromBodyParser(err);
  const error = known ?? new ApiError('internal', 'Something went wrong on our side; please try again');
  if (!known) logs.unexpectedError(err, req.method, req.path);
  const body: ApiErrorBody = {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(body);
};
