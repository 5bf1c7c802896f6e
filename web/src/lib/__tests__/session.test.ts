import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import { createQueryClient } from '../query-client';
import { onSessionRejected, signOutOnAuthError } from '../session';

afterEach(() => onSessionRejected(null));

async function failWith(status: number, meta?: Record<string, unknown>) {
  const client = createQueryClient();
  await client
    .fetchQuery({
      queryKey: ['t', status, meta],
      queryFn: () => Promise.reject(new ApiRequestError(status, 'x', 'refused')),
      retry: false,
      meta,
    })
    .catch(() => undefined);
}

describe('a refused session on the user, order and tool lists', () => {
  it('signs out on 401 and 403 from a list marked for it', async () => {
    const handler = vi.fn();
    onSessionRejected(handler);
    await failWith(401, signOutOnAuthError);
    await failWith(403, signOutOnAuthError);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures and unmarked queries alone', async () => {
    const handler = vi.fn();
    onSessionRejected(handler);
    await failWith(404, signOutOnAuthError);
    await failWith(500, signOutOnAuthError);
    await failWith(401);
    expect(handler).not.toHaveBeenCalled();
  });
});
