/** Log messages in one place, so operators can search for them. */
import { logger } from 'firebase-functions';

export const logs = {
  unexpectedError(err: unknown, method: string, path: string) {
    logger.error('api: unexpected error', { method, path, err: err instanceof Error ? err.stack : String(err) });
  },
  pageRenderFailed(err: unknown, path: string) {
    logger.error('page: rendering failed, served the empty app', {
      path,
      err: err instanceof Error ? err.stack : String(err),
    });
  },
  uploadRejected(rejection: {
    path: string;
    declaredType: string | null;
    detectedType: string | null;
    reason: string;
  }) {
    logger.warn('storage: uploaded file deleted, its bytes are not the image it was declared as', rejection);
  },
  tokenRejected(reason: string) {
    logger.info('api: ID token rejected', { reason });
  },
};
