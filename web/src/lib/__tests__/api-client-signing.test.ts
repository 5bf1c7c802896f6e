import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendApiRequest } from '../api-client';

/** The Auth SDK as it is just after it has started: no current user until it has read its stored one. */
const sdk = vi.hoisted(() => {
  let ready: () => void = () => undefined;
  const state = {
    currentUser: null as { getIdToken: () => Promise<string> } | null,
    readyPromise: Promise.resolve(),
    startReading() {
      state.currentUser = null;
      state.readyPromise = new Promise<void>((resolve) => (ready = resolve));
    },
    finishReading() {
      state.currentUser = { getIdToken: () => Promise.resolve('sdk-token') };
      ready();
    },
  };
  return state;
});

vi.mock('../firebase', () => ({
  firebaseAuth: () => ({
    get currentUser() {
      return sdk.currentUser;
    },
    authStateReady: () => sdk.readyPromise,
  }),
}));
vi.mock('../session', () => ({ reportSessionRejected: vi.fn() }));
vi.mock('../stored-session', () => ({ hasStoredSession: () => Promise.resolve(true) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call made while the Auth SDK reads its stored user', () => {
  it('waits for it and carries its token, rather than going unsigned', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sdk.startReading();

    const sent = sendApiRequest('/cart', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    sdk.finishReading();
    const { signedIn } = await sent;

    expect(signedIn).toBe(true);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer sdk-token');
  });
});
