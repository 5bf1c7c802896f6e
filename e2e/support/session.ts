import type { Page } from '@playwright/test';
import { passwordSession } from '../../emulators/src/auth-emulator';
import { shopUrl } from './shop-url';

export interface Credentials {
  email: string;
  password: string;
}

const API_KEY = 'demo-api-key';
/** Where the web SDK keeps the signed-in user (`firebase:authUser:<apiKey>:<app name>`). */
const USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The user record the web SDK persists after a sign-in, made from the Auth emulator's REST answer:
 * the SDK restores it on load (and moves it to IndexedDB) as if the person had signed in here.
 */
async function persistedUser(who: Credentials): Promise<string> {
  const session = await passwordSession(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', who.email, who.password);
  const claims = claimsOf(session.idToken);
  const now = String(Date.now());
  return JSON.stringify({
    uid: session.uid,
    email: who.email,
    emailVerified: claims.email_verified === true,
    displayName: typeof claims.name === 'string' ? claims.name : undefined,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: who.email,
        email: who.email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + session.expiresIn * 1000,
    },
    createdAt: now,
    lastLoginAt: now,
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  });
}

/**
 * Starts the page's browser context signed in as `who`, without the login form: the journeys that
 * test signing in use the form; the others begin here and reach their page by URL (the next
 * `goto` finds the session). The page is parked on an empty document of the shop's origin, served
 * by the test itself, while the session is stored.
 */
export async function startSignedIn(page: Page, who: Credentials): Promise<void> {
  const user = await persistedUser(who);
  const blank = new URL('/__e2e-session', shopUrl);
  await page.route(blank.href, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>session</title>' }),
  );
  await page.goto(blank.href);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [USER_KEY, user] as const);
  await page.unroute(blank.href);
}
