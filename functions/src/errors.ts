import type { ApiErrorBody, ApiErrorCode } from '@toolshub/shared';

type CurrentState = NonNullable<ApiErrorBody['error']['current']>;

const STATUS: Record<ApiErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'email-not-verified': 403,
  'not-found': 404,
  conflict: 409,
  'credit-limit': 409,
  'precondition-failed': 412,
  'precondition-required': 428,
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
    /** For 409s and 412s: the state the caller's request no longer matched. */
    readonly current?: CurrentState,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError('invalid-argument', message, fields);
export const unauthenticated = (message = 'Sign in to do this') => new ApiError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('permission-denied', message);
/** Ordering needs a verified address; the client shows how to verify. */
export const emailNotVerified = (message: string) => new ApiError('email-not-verified', message);
export const notFound = (message: string) => new ApiError('not-found', message);
export const conflict = (message: string) => new ApiError('conflict', message);
/** A passing condition (such as contention); the client may try again shortly. */
export const unavailable = (message: string) => new ApiError('unavailable', message);
/** The caller's copy is stale (If-Match, or a price that changed): here is what is true now. */
export const staleCopy = (
  code: 'conflict' | 'precondition-failed',
  message: string,
  current: CurrentState,
  fields?: Record<string, string>,
) => new ApiError(code, message, fields, undefined, current);
/** The change needs a precondition the request did not send (If-Match). */
export const preconditionRequired = (message: string, fields?: Record<string, string>) =>
  new ApiError('precondition-required', message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError('too-many-requests', message, undefined, retryAfterSeconds);
