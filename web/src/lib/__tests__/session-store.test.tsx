import { act, cleanup, render } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionStore from '../session-store';
import { storedCaller } from '../../testing/stored-caller';

let store: typeof SessionStore;

beforeEach(async () => {
  vi.resetModules();
  store = await import('../session-store');
});

afterEach(cleanup);

/** Renders a reader of the session and the stored caller; `seen` lists what each of its renders read. */
function renderReader() {
  const seen: string[] = [];
  function Reader() {
    const session = store.useAuthSession();
    const caller = store.useStoredCaller();
    const who = session.status === 'success' ? ` ${session.user?.uid ?? 'nobody'}` : '';
    seen.push(`${session.status}${who} / stored ${caller?.uid ?? 'none'}`);
    return null;
  }
  render(<Reader />);
  return seen;
}

const signedIn = (uid: string) => ({ status: 'success', user: { uid } as User, isAdmin: false }) as const;

describe('the session store as the components read it', () => {
  it('draws a signed-in session in a deferred render, after one that still shows what came before', async () => {
    const seen = renderReader();
    // The stored caller a page opens on before the SDK answers is drawn deferred too.
    await act(async () =>
      store.publishStoredCaller(storedCaller({ uid: 'u1', email: 'buyer@example.com', admin: false })),
    );
    expect(seen).toEqual(['loading / stored none', 'loading / stored none', 'loading / stored u1']);

    seen.length = 0;
    await act(async () => store.publishSession(signedIn('u1')));
    // The urgent render keeps the page as it was (session and stored caller together), the deferred
    // one, which React slices, draws the signed-in page: never the one without the other.
    expect(seen).toEqual(['loading / stored u1', 'success u1 / stored none']);
  });

  it('draws signing out at once, with no render left showing the user', async () => {
    const seen = renderReader();
    await act(async () => store.publishSession(signedIn('u1')));
    expect(seen.at(-1)).toBe('success u1 / stored none');

    seen.length = 0;
    await act(async () => store.publishSession(store.NO_STORED_SESSION));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['success nobody / stored none']));
  });
});

describe('what redraws a reader', () => {
  const user = (uid: string, fields: Partial<User> = {}) =>
    ({
      uid,
      email: `${uid}@joinery.example`,
      displayName: 'Bea Buyer',
      emailVerified: true,
      isAnonymous: false,
      photoURL: null,
      ...fields,
    }) as User;

  /** Renders a reader of the caller and the account (hooks/); `seen` lists what each render read. */
  async function renderCallerReader() {
    const { useCaller } = await import('../../hooks/use-caller');
    const { useAccount } = await import('../../hooks/use-account');
    const seen: string[] = [];
    function Reader() {
      const caller = useCaller();
      const account = useAccount();
      const who = caller.status === 'ready' ? (caller.caller?.uid ?? 'nobody') : 'loading';
      seen.push(`${who} ${account?.displayName ?? '-'}${account?.emailVerified ? ' verified' : ''}`);
      return null;
    }
    render(<Reader />);
    return seen;
  }

  it("leaves the caller's and the account's readers alone when the SDK answers for the account the stored session named", async () => {
    const seen = await renderCallerReader();
    await act(async () =>
      store.publishStoredCaller(
        storedCaller({ uid: 'u1', email: 'u1@joinery.example', admin: false, displayName: 'Bea Buyer' }),
      ),
    );
    expect(seen.at(-1)).toBe('u1 Bea Buyer verified');

    seen.length = 0;
    await act(async () => store.publishSession({ status: 'success', user: user('u1'), isAdmin: false }));
    expect(seen).toEqual([]);

    // Another account, or the same one with another name, is drawn.
    await act(async () => store.publishSession({ status: 'success', user: user('u2'), isAdmin: false }));
    expect(seen.at(-1)).toBe('u2 Bea Buyer verified');
    await act(async () =>
      store.publishSession({ status: 'success', user: user('u2', { displayName: 'Bea Baker' }), isAdmin: false }),
    );
    expect(seen.at(-1)).toBe('u2 Bea Baker verified');
    // The admin claim changes the caller.
    seen.length = 0;
    await act(async () =>
      store.publishSession({ status: 'success', user: user('u2', { displayName: 'Bea Baker' }), isAdmin: true }),
    );
    expect(seen.length).toBeGreaterThan(0);
  });

  it('redraws no reader of the caller or the account when reactfire answers again with the same user, and draws a field changed on it', async () => {
    const seen = await renderCallerReader();
    const same = user('u1');
    await act(async () => store.publishSession({ status: 'success', user: same, isAdmin: false }));
    expect(seen.at(-1)).toBe('u1 Bea Buyer verified');
    seen.length = 0;
    // A token refresh: a new answer, the same user with the same fields and claim.
    await act(async () => store.publishSession({ status: 'success', user: same, isAdmin: false }));
    expect(seen).toEqual([]);

    // A name saved on the profile changes the same User object: that is drawn.
    Object.assign(same, { displayName: 'Bea Baker' });
    await act(async () => store.publishSession({ status: 'success', user: same, isAdmin: false }));
    expect(seen.at(-1)).toBe('u1 Bea Baker verified');
  });
});
