import type { ApiErrorCode } from '@toolshub/shared';

const STATUS: Record<ApiErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'too-many-requests': 429,
  unavailable: 503,
  internal: 500,
};

/** A failure as a value: the error middleware is the one place that turns it into a response. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429s: when the caller may try again (sent as the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError('invalid-argument', message, fields);
export const unauthenticated = (message = 'Sign in to do this') => new ApiError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('permission-denied', message);
export const notFound = (message: string) => new ApiError('not-found', message);
export const conflict = (message: string) => new ApiError('conflict', message);
/** A passing condition (such as contention); the client may try again shortly. */
export const unavailable = (message: string) => new ApiError('unavailable', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError('too-many-requests', message, undefined, retryAfterSeconds);
