import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors';

/**
 * On Cloud Functions (and in its emulator) the platform parses the body before our app runs, so
 * express.json's limit never applies there: check the raw body the platform keeps instead.
 */
export function rawBodyLimit(maxBytes: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw && raw.length > maxBytes) throw new ApiError('payload-too-large', 'The request body is too large');
    next();
  };
}
