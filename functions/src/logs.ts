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
  mailAttemptFailed(mailId: string, attempt: number, last: boolean, error: string) {
    const message = last ? 'mail: delivery failed, no attempts left' : 'mail: delivery attempt failed, will retry';
    (last ? logger.error : logger.warn)(message, { mailId, attempt, error });
  },
  enqueueFailed(orderId: string, err: unknown) {
    logger.error('orders: could not schedule the reservation expiry; the order stays pending until someone acts', {
      orderId,
      err: err instanceof Error ? err.message : String(err),
    });
  },
  exportFailed(file: string, err: unknown) {
    logger.error('api: an export failed after its first byte; the client got a cut-off file', {
      file,
      err: err instanceof Error ? err.stack : String(err),
    });
  },
  tokenRejected(reason: string) {
    logger.info('api: ID token rejected', { reason });
  },
};
