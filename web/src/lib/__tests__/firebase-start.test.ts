import { describe, expect, it, vi } from 'vitest';
import { earlyIdToken, isSigninWatchWanted, signEarlyCallsWith } from '../session-store';

/**
 * When the Auth SDK starts (lib/firebase.ts), the stored session's token keeps signing a signed-in
 * page's first calls until the SDK has read its user (authStateReady), and no longer after: the SDK
 * signs from then on. The SDK itself is stood in for: what is tested is when the token is retired.
 */
const sdk = vi.hoisted(() => {
  let ready: () => void = () => undefined;
  return { readyPromise: new Promise<void>((resolve) => (ready = resolve)), finishReading: () => ready() };
});
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({ authStateReady: () => sdk.readyPromise }),
  connectAuthEmulator: () => undefined,
  signOut: () => Promise.resolve(),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
}));
vi.mock('firebase/app', () => ({ initializeApp: () => ({}) }));

describe('starting the Auth SDK', () => {
  it('keeps the stored token for the calls made while the SDK reads its user, then retires it', async () => {
    signEarlyCallsWith({ idToken: 'stored', expiresAt: Date.now() + 3_600_000 });
    const { firebaseAuth } = await import('../firebase');

    firebaseAuth();
    expect(isSigninWatchWanted()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(earlyIdToken()).toBe('stored');

    sdk.finishReading();
    await vi.waitFor(() => expect(earlyIdToken()).toBeNull());
    // A stored session read late (a slow probe) signs nothing once the SDK has answered.
    signEarlyCallsWith({ idToken: 'late', expiresAt: Date.now() + 3_600_000 });
    expect(earlyIdToken()).toBeNull();
  });
});
