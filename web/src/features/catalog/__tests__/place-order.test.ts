import { API_HEADERS, type Tool } from '@toolshub/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { NETWORK_RETRY_PAUSE_MS } from '../../../lib/retry-on-network-failure';
import { ORDER_ATTEMPT_TIMEOUT_MS, placeOrder } from '../api/place-order';

// No signed-in user: the API client sends no token.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

const tool = { _id: 'claw-hammer', price: 12.5, minOrder: 10 } as Tool;
const input = {
  tool,
  values: { phoneNumber: ' 01234 567890 ', orderQuantity: 20, orderAddress: ' 1 Bench Lane ' },
  shown: { price: 12.5, totalBill: 250 },
  idempotencyKey: 'order-key-1',
};

let fetchMock: Mock<typeof fetch>;

const placed = () =>
  Promise.resolve(
    new Response(JSON.stringify({ acknowledged: true, insertedId: 'order-1' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const connectionDropped = () => Promise.reject(new TypeError('Failed to fetch'));

/** The Idempotency-Key of each request fetch was given. */
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(API_HEADERS.idempotencyKey));

/** Runs the order to its end, the pause before the retry included. */
async function settle<T>(pending: Promise<T>): Promise<T> {
  const outcome = pending.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(NETWORK_RETRY_PAUSE_MS);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('placing an order', () => {
  it('sends the order with its Idempotency-Key', async () => {
    fetchMock.mockImplementationOnce(placed);
    await expect(settle(placeOrder(input))).resolves.toEqual({ acknowledged: true, insertedId: 'order-1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order');
    expect(init?.method).toBe('POST');
    expect(keysSent()).toEqual(['order-key-1']);
    expect(JSON.parse(String(init?.body))).toEqual({
      order: {
        phoneNumber: '01234 567890',
        orderQuantity: 20,
        orderAddress: '1 Bench Lane',
        tool: { _id: 'claw-hammer', price: 12.5 },
        totalBill: 250,
      },
    });
  });

  it('sends it once more, with the same key, when the connection dropped', async () => {
    fetchMock.mockImplementationOnce(connectionDropped).mockImplementationOnce(placed);
    await expect(settle(placeOrder(input))).resolves.toEqual({ acknowledged: true, insertedId: 'order-1' });
    expect(keysSent()).toEqual(['order-key-1', 'order-key-1']);
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(fetchMock.mock.calls[0]![1]?.body);
  });

  it('retries only once: a second dropped connection is reported', async () => {
    fetchMock.mockImplementation(connectionDropped);
    const failure = await settle(placeOrder(input)).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 0, code: 'network' });
    expect(keysSent()).toEqual(['order-key-1', 'order-key-1']);
  });

  it('sends it once more, with the same key, when the server did not answer in time', async () => {
    // A request that hangs until its signal gives up on it, as fetch does.
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as unknown));
        }),
    );
    fetchMock.mockImplementationOnce(placed);
    const pending = placeOrder(input);
    await vi.advanceTimersByTimeAsync(ORDER_ATTEMPT_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(settle(pending)).resolves.toEqual({ acknowledged: true, insertedId: 'order-1' });
    expect(keysSent()).toEqual(['order-key-1', 'order-key-1']);
  });

  it.each([
    [409, 'conflict', 'Only 5 pieces left'],
    [500, 'internal', 'Something broke'],
  ])('does not retry an answer of the server, even a %i', async (status, code, message) => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code, message } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const failure = await settle(placeOrder(input)).catch((err: unknown) => err);
    expect(failure).toMatchObject({ status, code, message });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
