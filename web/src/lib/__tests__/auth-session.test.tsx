import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSigninState } from '../../hooks/use-signin-state';
import { useUser } from '../../hooks/use-user';
import {
  afterSessionStart,
  holdSessionStart,
  needSessionAtOnce,
  releaseSessionStart,
  SessionMayStart,
  SessionProvider,
} from '../auth-session';

/**
 * The session the app reads is reactfire's sign-in check with the admin claim, started by
 * SessionProvider (its code loads lazily) and published to the session store. reactfire itself is stood in for (its check needs a live Auth instance): what is
 * tested is what the app makes of its answers.
 */
type Check =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | {
      status: 'success';
      data: { signedIn: boolean; hasRequiredClaims: boolean; user: { uid: string } | null };
      error: undefined;
    };
const reactfire = vi.hoisted(() => ({
  check: { status: 'loading', data: undefined, error: undefined } as Check,
  asked: [] as unknown[],
}));
vi.mock('reactfire', () => ({
  useSigninCheck: (options: unknown) => {
    reactfire.asked.push(options);
    return reactfire.check;
  },
  FirebaseAppProvider: ({ children }: { children: ReactNode }) => children,
  AuthProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../firebase', () => ({ firebaseApp: {}, firebaseAuth: () => ({}) }));
// A browser that may hold a session, whatever IndexedDB another test file of the worker left behind.
vi.mock('../stored-session', () => ({
  hasStoredSession: () => Promise.resolve(true),
  forgetStoredSessionProbe: () => undefined,
}));

function Readout() {
  const plain = useSigninState();
  const admin = useSigninState({ requiredClaims: { admin: true } });
  const user = useUser();
  const describe = (s: typeof plain) =>
    s.status === 'success' ? `${s.data.signedIn ? 'in' : 'out'}:${s.data.hasRequiredClaims}` : s.status;
  return (
    <p data-testid="readout">
      {describe(plain)} {describe(admin)} {user.data === undefined ? 'unknown' : (user.data?.uid ?? 'nobody')}
    </p>
  );
}

/** reactfire answers: a customer is signed in; nothing asked yet. */
function aSignedInBuyer() {
  reactfire.asked.length = 0;
  reactfire.check = {
    status: 'success',
    data: { signedIn: true, hasRequiredClaims: false, user: { uid: 'buyer' } },
    error: undefined,
  };
}

const inSession = (children: ReactNode) => render(<SessionProvider>{children}</SessionProvider>);

describe('the session', () => {
  beforeEach(() => {
    reactfire.asked.length = 0;
  });

  it('reads loading outside SessionProvider (a server render, a test), without asking reactfire', () => {
    reactfire.check = {
      status: 'success',
      data: { signedIn: true, hasRequiredClaims: true, user: { uid: 'u1' } },
      error: undefined,
    };
    render(<Readout />);
    expect(screen.getByTestId('readout')).toHaveTextContent('loading loading unknown');
    expect(reactfire.asked).toEqual([]);
  });

  it('asks reactfire for the admin claim and reads loading until it answers', async () => {
    reactfire.check = { status: 'loading', data: undefined, error: undefined };
    inSession(<Readout />);
    await waitFor(() => expect(reactfire.asked[0]).toEqual({ requiredClaims: { admin: true } }));
    expect(screen.getByTestId('readout')).toHaveTextContent('loading loading unknown');
  });

  it('an admin passes both checks', async () => {
    reactfire.check = {
      status: 'success',
      data: { signedIn: true, hasRequiredClaims: true, user: { uid: 'boss' } },
      error: undefined,
    };
    inSession(<Readout />);
    expect(await screen.findByText('in:true in:true boss')).toBeInTheDocument();
  });

  it('a customer is signed in without the admin claim', async () => {
    reactfire.check = {
      status: 'success',
      data: { signedIn: true, hasRequiredClaims: false, user: { uid: 'buyer' } },
      error: undefined,
    };
    inSession(<Readout />);
    expect(await screen.findByText('in:true in:false buyer')).toBeInTheDocument();
  });

  it('a visitor is signed out and has no claims', async () => {
    reactfire.check = {
      status: 'success',
      data: { signedIn: false, hasRequiredClaims: false, user: null },
      error: undefined,
    };
    inSession(<Readout />);
    expect(await screen.findByText('out:false out:false nobody')).toBeInTheDocument();
  });

  it("passes reactfire's error on", async () => {
    reactfire.check = { status: 'error', data: undefined, error: new Error('network') };
    inSession(<Readout />);
    expect(await screen.findByText('error error unknown')).toBeInTheDocument();
  });
});

/**
 * On a pre-rendered page the check waits for the browser's first quiet moment, so that React takes
 * the page over first; a signed-in page (main.tsx) has only its frame to show until the check
 * answers, and starts it as soon as it is hydrated. This browser never has a quiet moment.
 */
describe('the sign-in check on a pre-rendered page', () => {
  function renderPrerenderedPage() {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = '/dashboard';
    document.body.append(root);
    render(
      <SessionProvider>
        <Readout />
      </SessionProvider>,
      { container: root },
    );
  }

  beforeEach(() => {
    aSignedInBuyer();
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  afterEach(() => {
    // Unmounted while the stand-in idle callbacks are still there to be cancelled.
    cleanup();
    vi.unstubAllGlobals();
    document.getElementById('root')?.remove();
  });

  // In this order: needSessionAtOnce holds for the rest of the page's life.
  it('waits for a quiet moment on a public page', async () => {
    renderPrerenderedPage();
    // Long enough for the watch's code to load.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('readout')).toHaveTextContent('loading loading unknown');
    expect(reactfire.asked).toEqual([]);
  });

  it('starts as soon as a signed-in page is hydrated', async () => {
    needSessionAtOnce();
    renderPrerenderedPage();
    expect(await screen.findByText('in:true in:false buyer')).toBeInTheDocument();
  });
});

describe('the sign-in check on a page that draws on the stored session first', () => {
  beforeEach(() => {
    aSignedInBuyer();
  });
  afterEach(() => {
    releaseSessionStart();
    cleanup();
  });

  it('runs what waits for the session start once it is let go, and at once when nothing holds it', () => {
    const ran: string[] = [];
    holdSessionStart();
    afterSessionStart(() => ran.push('after'));
    const cancel = afterSessionStart(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    releaseSessionStart();
    releaseSessionStart();
    expect(ran).toEqual(['after']);
    afterSessionStart(() => ran.push('not held'));
    expect(ran).toEqual(['after', 'not held']);
  });

  it('waits while held, and starts once released', async () => {
    needSessionAtOnce();
    holdSessionStart();
    inSession(<Readout />);
    // Long enough for the watch's code to load, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reactfire.asked).toEqual([]);
    expect(screen.getByTestId('readout')).toHaveTextContent('loading loading unknown');

    act(() => releaseSessionStart());
    expect(await screen.findByText('in:true in:false buyer')).toBeInTheDocument();
  });

  it('starts once the page has drawn its data (SessionMayStart)', async () => {
    needSessionAtOnce();
    holdSessionStart();
    const { rerender } = inSession(<Readout />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reactfire.asked).toEqual([]);

    rerender(
      <SessionProvider>
        <Readout />
        <SessionMayStart />
      </SessionProvider>,
    );
    expect(await screen.findByText('in:true in:false buyer')).toBeInTheDocument();
  });
});
