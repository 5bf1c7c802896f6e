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
