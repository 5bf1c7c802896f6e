import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ErrorBody, to } from './helpers/api';
import { adminAuth, authHost, db, hostingUrl, unique } from './helpers/emulators';
import { waitForMessages } from './helpers/inbox';
import { availableOf, createTool } from './helpers/tools';
import { createUser, signIn, type TestUser } from './helpers/users';

interface Queued {
  acknowledged: true;
  queuedId: string;
  email: string;
}

function orderBody(toolId: string, orderQuantity = 5) {
  return { order: { phoneNumber: '01712345678', orderQuantity, orderAddress: '9 Verify Lane', tool: { _id: toolId } } };
}

const ordersOf = async (uid: string) => (await db.collection('orders').where('uid', '==', uid).get()).docs;

/** The verification link in a message's plain text (the line the letter ends its body with). */
function linkIn(text: string): string {
  const match = /Verify my e-mail address: (\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no verification link in:\n${text}`);
  return match[1];
}

async function requestVerification(user: TestUser) {
  return api<Queued & ErrorBody>(to.sendVerificationEmail(), { token: user.token });
}

/** Asks for a message, waits until the inbox has it, and returns its link. */
async function linkFromInbox(user: TestUser): Promise<string> {
  const res = await requestVerification(user);
  expect(res.status).toBe(202);
  const [message] = await waitForMessages(user.email, 'Verify your e-mail address');
  return linkIn(message?.text ?? '');
}

let toolId: string;
beforeAll(async () => {
  toolId = await createTool({ toolName: 'Verified Chisel', available: 200, minOrder: 5 });
});

describe('POST /api/user/verification', { timeout: 180_000 }, () => {
  it('writes one verification message to the account’s address, which reaches the inbox with the Auth link', async () => {
    const fresh = await createUser({ name: 'Vera <Verify>', verified: false });
    const res = await requestVerification(fresh);
    expect(res.status).toBe(202);
    expect(res.body.email).toBe(fresh.email);

    const doc = (await db.doc(`mail/${res.body.queuedId}`).get()).data();
    expect(doc).toMatchObject({ to: [fresh.email], kind: 'email-verification', orderId: null });
    expect(doc?.message.subject).toBe('Verify your e-mail address | Tools Hub');
    const link = linkIn(doc?.message.text);
    const url = new URL(link);
    expect(url.host).toBe(authHost);
    expect(url.searchParams.get('mode')).toBe('verifyEmail');
    expect(url.searchParams.get('continueUrl')).toBe(`${hostingUrl}/`);
    // The HTML version carries the same link, and the name escaped.
    expect(doc?.message.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(doc?.message.html).toContain('Hello Vera &lt;Verify&gt;,');

    const [message] = await waitForMessages(fresh.email, 'Verify your e-mail address');
    expect(linkIn(message?.text ?? '')).toBe(link);
    expect(message?.html).toContain('Tools Hub');
  });

  it('refuses a visitor (401) and an account whose address is verified already (409)', async () => {
    expect((await api(to.sendVerificationEmail())).status).toBe(401);
    const verified = await createUser();
    const res = await requestVerification(verified);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Your e-mail address is already verified');
    const sent = await db.collection('mail').where('to', 'array-contains', verified.email).get();
    expect(sent.size).toBe(0);
  });

  it('counts the messages: a fourth within the hour is refused with 429 and Retry-After', async () => {
    const eager = await createUser({ verified: false });
    for (let i = 0; i < 3; i += 1) expect((await requestVerification(eager)).status).toBe(202);
    const fourth = await requestVerification(eager);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('too-many-requests');
    expect(fourth.body.error.message).toMatch(/^We have sent 3 verification messages in the last hour;/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = await db.collection('mail').where('to', 'array-contains', eager.email).get();
    expect(sent.size).toBe(3);
  });
});

describe('ordering needs a verified address', { timeout: 180_000 }, () => {
  it('an unverified account gets 403 email-not-verified, and no order or stock change', async () => {
    const unverified = await createUser({ verified: false });
    const before = await availableOf(toolId);
    const res = await api<ErrorBody>(to.placeOrder(), { token: unverified.token, body: orderBody(toolId) });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email-not-verified');
    expect(res.body.error.message).toMatch(/^Verify your e-mail address before ordering/);
    expect(await ordersOf(unverified.uid)).toHaveLength(0);
    expect(await availableOf(toolId)).toBe(before);
  });

  it('after the inbox’s link is opened the same account orders, with its stale token and a refreshed one', async () => {
    const buyer = await createUser({ name: 'Otto Opener', verified: false });
    const link = await linkFromInbox(buyer);

    // The link as a mail client opens it: the Auth emulator verifies, then sends the reader to the shop.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${hostingUrl}/`);
    expect((await adminAuth.getUser(buyer.uid)).emailVerified).toBe(true);

    // The token from before still says email_verified: false; the Auth record decides, and the
    // client is told to refresh its token.
    const stale = await api(to.placeOrder(), { token: buyer.token, body: orderBody(toolId) });
    expect(stale.status).toBe(201);
    expect(stale.headers.get('x-claims-changed')).toBe('true');

    const refreshed = await signIn(buyer.email, buyer.password);
    const again = await api(to.placeOrder(), { token: refreshed, body: orderBody(toolId) });
    expect(again.status).toBe(201);
    expect(again.headers.get('x-claims-changed')).toBeNull();
    expect(await ordersOf(buyer.uid)).toHaveLength(2);

    // A used link does not verify again, and no more messages are sent.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(400);
    expect((await api(to.sendVerificationEmail(), { token: refreshed })).status).toBe(409);
  });

  it('a Google account is verified from its first sign-in and orders', async () => {
    const email = `${unique('google')}@gmail.example`;
    // The Auth emulator takes the Google ID token's claims as JSON (what its sign-in popup sends).
    const claims = { sub: unique('google-sub'), email, email_verified: true, name: 'Gus Google' };
    const res = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          requestUri: 'http://localhost',
          postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
          returnSecureToken: true,
          returnIdpCredential: true,
        }),
      },
    );
    const { idToken, localId } = (await res.json()) as { idToken: string; localId: string };
    expect((await adminAuth.getUser(localId)).emailVerified).toBe(true);
    const order = await api(to.placeOrder(), { token: idToken, body: orderBody(toolId) });
    expect(order.status).toBe(201);
    expect(await ordersOf(localId)).toHaveLength(1);
  });
});
