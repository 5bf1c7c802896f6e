import { request } from 'node:http';
import { API_HEADERS, endpoints } from '@toolshub/shared';
import { hostingUrl } from '../../emulators/src/ports';

/**
 * A client that times out: it sends a whole order request, waits `patienceMs` and hangs up
 * without an answer (the server carries on with the request; the client never learns how it
 * ended). Rejects if the answer came first: the client was not impatient enough to test anything.
 */
export function orderAndHangUp(
  order: { token: string; toolId: string; quantity: number; idempotencyKey: string },
  patienceMs: number,
) {
  const body = JSON.stringify({
    order: {
      phoneNumber: '01712345678',
      orderQuantity: order.quantity,
      orderAddress: '1 Test Yard, Unit 2',
      tool: { _id: order.toolId },
    },
  });
  return new Promise<void>((resolve, reject) => {
    const req = request(`${hostingUrl()}/api${endpoints.placeOrder.path()}`, {
      method: endpoints.placeOrder.method,
      headers: {
        Authorization: `Bearer ${order.token}`,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        [API_HEADERS.idempotencyKey]: order.idempotencyKey,
      },
    });
    req.on('error', () => resolve()); // the hang-up itself
    req.on('response', (res) =>
      reject(new Error(`the answer (${res.statusCode}) came before the client hung up: nothing to retry`)),
    );
    req.on('close', () => resolve());
    // Hosting must have read the whole request to pass it on: hanging up at once loses it there.
    req.end(body, () => setTimeout(() => req.destroy(), patienceMs));
  });
}
