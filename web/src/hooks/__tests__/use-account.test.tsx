import { act, cleanup, renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING_SESSION, NO_STORED_SESSION, publishSession, publishStoredCaller } from '../../lib/session-store';
import { storedCaller } from '../../testing/stored-caller';
import { useAccount } from '../use-account';
import { useUnverifiedEmail } from '../use-unverified-email';

const BUYER = 'buyer@joinery.example';

function useBoth() {
  return { account: useAccount(), unverified: useUnverifiedEmail() };
}

afterEach(async () => {
  cleanup();
  await act(async () => {
    publishSession(LOADING_SESSION);
    publishStoredCaller(null);
  });
});

describe('useAccount and useUnverifiedEmail', () => {
  it('know nobody while the session loads and no stored caller is published, and a visitor as nobody', async () => {
    const { result } = renderHook(useBoth);
    expect(result.current).toEqual({ account: undefined, unverified: null });
    await act(async () => publishSession(NO_STORED_SESSION));
    expect(result.current).toEqual({ account: null, unverified: null });
  });

  it("draw on the stored session's caller while the SDK loads: its name, and its unverified address", async () => {
    const { result } = renderHook(useBoth);
    await act(async () =>
      publishStoredCaller(
        storedCaller({ uid: 'u1', email: BUYER, admin: false, displayName: 'Bea Buyer', emailVerified: false }),
      ),
    );
    expect(result.current.account).toEqual({
      email: BUYER,
      displayName: 'Bea Buyer',
      emailVerified: false,
      isAnonymous: false,
    });
    // The order forms keep Place order off and say why, as they do with the SDK's user.
    expect(result.current.unverified).toBe(BUYER);
  });

  it("follow the SDK's user once it answers: it knows the address was verified since", async () => {
    const { result } = renderHook(useBoth);
    await act(async () =>
      publishStoredCaller(storedCaller({ uid: 'u1', email: BUYER, admin: false, emailVerified: false })),
    );
    const user = { uid: 'u1', email: BUYER, displayName: null, emailVerified: true, isAnonymous: false } as User;
    await act(async () => publishSession({ status: 'success', user, isAdmin: false }));
    expect(result.current).toEqual({
      account: { email: BUYER, displayName: null, emailVerified: true, isAnonymous: false },
      unverified: null,
    });
  });

  it("show a guest's session (the SDK's anonymous user) no notice", async () => {
    const { result } = renderHook(useBoth);
    const guest = { uid: 'g1', email: null, displayName: null, emailVerified: false, isAnonymous: true } as User;
    await act(async () => publishSession({ status: 'success', user: guest, isAdmin: false }));
    expect(result.current.account).toMatchObject({ isAnonymous: true });
    expect(result.current.unverified).toBeNull();
  });
});
