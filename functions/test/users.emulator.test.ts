import { beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@toolshub/shared';
import { api, type ApiRequest, type ErrorBody, to } from './helpers/api';
import { adminAuth, db, hostingUrl } from './helpers/emulators';
import { grantAdmin, revokeAdmin } from '../src/domain/admin-rights';
import { firestoreAdminRightsStore } from '../src/repositories/accounts/admin-rights-store';
import { createUser, signIn, type TestUser } from './helpers/users';

let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([createUser(), createUser(), createUser({ admin: true })]);
});

const blankPhoto = () => `${hostingUrl}/images/blank-profile.svg`;

type Call = { request: (email: string) => ApiRequest; body?: (email: string) => unknown; ok: number };

const userRoutes: Record<string, Call> = {
  'PUT /user/{email}': {
    request: to.syncCurrentUser,
    body: (e) => ({ currentUser: { email: e, displayName: 'Matrix Name', photoURL: blankPhoto() } }),
    ok: 200,
  },
  'GET /user/{email}': { request: to.getProfile, ok: 200 },
  'PUT /user/update/{email}': {
    request: to.updateProfile,
    body: () => ({ location: 'Leeds' }),
    ok: 200,
  },
  'GET /admin/{email}': { request: to.getAdminStatus, ok: 200 },
};

describe.each(Object.entries(userRoutes))('%s', (_name, call) => {
  const send = (token: string | undefined) => api(call.request(owner.email), { token, body: call.body?.(owner.email) });

  it('a visitor gets 401', async () => {
    expect((await send(undefined)).status).toBe(401);
  });

  it('an invalid token gets 401', async () => {
    expect((await send('not-a-real-token')).status).toBe(401);
  });

  it('the owner gets 2xx', async () => {
    expect((await send(owner.token)).status).toBe(call.ok);
  });

  it('another customer gets 403', async () => {
    const res = await send(other.token);
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).error.code).toBe('permission-denied');
  });

  it('an admin gets 2xx', async () => {
    expect((await send(admin.token)).status).toBe(call.ok);
  });
});

describe('PUT /api/user/{email} after sign-in', () => {
  it('creates users/{uid} and answers the profile', async () => {
    const fresh = await createUser({ name: 'Fresh Face' });
    await db.doc(`users/${fresh.uid}`).delete();
    const res = await api<UserProfile>(to.syncCurrentUser(fresh.email), {
      token: fresh.token,
      body: { currentUser: { email: fresh.email, displayName: 'Fresh Face', photoURL: blankPhoto() } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: fresh.uid, email: fresh.email, displayName: 'Fresh Face' });
    expect((await db.doc(`users/${fresh.uid}`).get()).get('displayName')).toBe('Fresh Face');
  });

  it("keeps the shop's blank photo set on another origin of the shop (a custom domain, another port) as its path", async () => {
    const moved = await createUser({ name: 'Moved Domain' });
    for (const origin of ['https://tools.example.com', 'http://127.0.0.1:9050']) {
      const res = await api<UserProfile>(to.syncCurrentUser(moved.email), {
        token: moved.token,
        body: {
          currentUser: {
            email: moved.email,
            displayName: 'Moved Domain',
            photoURL: `${origin}/images/blank-profile.svg`,
          },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.photoURL).toBe('/images/blank-profile.svg');
    }
    const update = await api(to.updateProfile(moved.email), {
      token: moved.token,
      body: { photoURL: 'https://tools.example.com/images/blank-profile.svg', location: 'Derby' },
    });
    expect(update.status).toBe(200);
    expect((await db.doc(`users/${moved.uid}`).get()).data()).toMatchObject({
      photoURL: '/images/blank-profile.svg',
      location: 'Derby',
    });
  });

  it('keeps the role the admin registry gave the profile', async () => {
    const res = await api<UserProfile>(to.syncCurrentUser(admin.email), {
      token: admin.token,
      body: { currentUser: { email: admin.email, displayName: 'Test Admin', photoURL: '' } },
    });
    expect(res.body.role).toBe('admin');
  });

  it('never writes the role from the token: a stale admin token cannot put it back', async () => {
    const demoted = await createUser({ admin: true });
    await revokeAdmin(firestoreAdminRightsStore, demoted.email, { uid: 'a-test', email: null });
    // The claim is gone and the token is revoked; even a token with a leftover claim cannot write it.
    await adminAuth.setCustomUserClaims(demoted.uid, { admin: true });
    const token = await signIn(demoted.email, demoted.password);
    const res = await api<UserProfile>(to.syncCurrentUser(demoted.email), {
      token,
      body: { currentUser: { email: demoted.email, displayName: 'Test Admin', photoURL: '' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBeUndefined();
    expect((await db.doc(`users/${demoted.uid}`).get()).get('role')).toBeUndefined();
  });
});

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
const avatarPath = '/v0/b/demo-toolshub.appspot.com/o/avatars%2Fx.png?alt=media';

describe('bad bodies get 400 with field messages and change nothing', () => {
  const cases: [string, string, (email: string) => unknown, string][] = [
    ['PUT', 'user', () => ({}), 'currentUser'],
    ['PUT', 'user', (e) => ({ currentUser: { email: e, displayName: 42 } }), 'currentUser.displayName'],
    ['PUT', 'user', (e) => ({ currentUser: { email: e, displayName: 'x'.repeat(101) } }), 'currentUser.displayName'],
    ['PUT', 'user', () => ({ currentUser: { email: 'not-an-email' } }), 'currentUser.email'],
    ['PUT', 'user', (e) => ({ currentUser: { email: e, photoURL: 'https://evil.example/x.png' } }), 'photoURL'],
    // Only the blank image's own path is the shop's on any origin, not another image under it.
    ['PUT', 'user', (e) => ({ currentUser: { email: e, photoURL: 'https://evil.example/images/x.svg' } }), 'photoURL'],
    ['PUT', 'user/update', () => ({ photoURL: 'https://evil.example/images/blank-profile.svg?x=1' }), 'photoURL'],
    ['PUT', 'user/update', () => ({ phoneNumber: 'call me' }), 'phoneNumber'],
    ['PUT', 'user/update', () => ({ phoneNumber: 1234567 }), 'phoneNumber'],
    ['PUT', 'user/update', () => ({ education: 'x'.repeat(201) }), 'education'],
    ['PUT', 'user/update', () => ({ location: ['Leeds'] }), 'location'],
    ['PUT', 'user/update', () => ({ photoURL: 'http://elsewhere.example/me.jpg' }), 'photoURL'],
    ['PUT', 'user/update', () => ({ role: 'admin' }), ''],
    // Someone else's Google photo, and schemes that only look like our Storage emulator's host.
    ['PUT', 'user/update', () => ({ photoURL: 'https://lh3.googleusercontent.com/a/someone-else' }), 'photoURL'],
    ['PUT', 'user/update', () => ({ photoURL: `javascript://${storageHost}${avatarPath}` }), 'photoURL'],
    ['PUT', 'user/update', () => ({ photoURL: `ftp://${storageHost}${avatarPath}` }), 'photoURL'],
    ['PUT', 'user/update', () => ({ photoURL: `https://evil.example${avatarPath}` }), 'photoURL'],
    ['PUT', 'user/update', () => ({ photoURL: 'data:image/png;base64,iVBORw0KGgo=' }), 'photoURL'],
  ];

  it.each(cases)('%s /%s %#', async (method, route, body, field) => {
    const before = (await db.doc(`users/${owner.uid}`).get()).data();
    const request = route === 'user' ? to.syncCurrentUser : to.updateProfile;
    expect(request(owner.email)).toEqual({ method, path: `/${route}/${encodeURIComponent(owner.email)}` });
    const res = await api<ErrorBody>(request(owner.email), {
      token: owner.token,
      body: body(owner.email),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    if (field) expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect((await db.doc(`users/${owner.uid}`).get()).data()).toEqual(before);
  });

  it('a body that is not JSON gets 400', async () => {
    const res = await api(to.updateProfile(owner.email), { token: owner.token, rawBody: '{nope' });
    expect(res.status).toBe(400);
  });
});

describe('profile photos', () => {
  // The Auth emulator keeps no photo for a linked Google account, so accepting the account's own
  // Google photo is shown by the unit tests of isOwnImageUrl; here, the bucket's link passes.
  const ownAvatar = (uid: string) =>
    `http://${storageHost}/v0/b/demo-toolshub.appspot.com/o/avatars%2F${uid}%2Favatar?alt=media`;

  it("accept our Storage emulator's http link to the account's own avatar", async () => {
    const photoURL = ownAvatar(owner.uid);
    const res = await api(to.updateProfile(owner.email), { token: owner.token, body: { photoURL } });
    expect(res.status).toBe(200);
    expect((await db.doc(`users/${owner.uid}`).get()).get('photoURL')).toBe(photoURL);
  });

  it("refuse another account's avatar with 400", async () => {
    const res = await api(to.updateProfile(owner.email), {
      token: owner.token,
      body: { photoURL: ownAvatar(other.uid) },
    });
    expect(res.status).toBe(400);
  });
});

describe('PUT /api/user/update/{email}', () => {
  it('saves the given fields and keeps the empty ones', async () => {
    await api(to.updateProfile(owner.email), {
      token: owner.token,
      body: { displayName: 'Owner Name', education: 'BSc Joinery', location: 'York', phoneNumber: '01234567890' },
    });
    const res = await api<{ profile: UserProfile }>(to.updateProfile(owner.email), {
      token: owner.token,
      body: { displayName: '', education: '', location: 'Hull', phoneNumber: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      displayName: 'Owner Name',
      education: 'BSc Joinery',
      location: 'Hull',
      phoneNumber: '01234567890',
    });
  });
});

describe('GET /api/admin/{email}', () => {
  it('answers the claim', async () => {
    expect((await api(to.getAdminStatus(admin.email), { token: admin.token })).body).toEqual({ admin: true });
    expect((await api(to.getAdminStatus(owner.email), { token: owner.token })).body).toEqual({ admin: false });
  });

  it('tells a client whose token predates a claim change to refresh it', async () => {
    const promoted = await createUser();
    await grantAdmin(firestoreAdminRightsStore, promoted.email);
    const stale = await api(to.getAdminStatus(promoted.email), { token: promoted.token });
    expect(stale.body).toEqual({ admin: true });
    expect(stale.headers.get('x-claims-changed')).toBe('true');
    const fresh = await api(to.getAdminStatus(promoted.email), {
      token: await signIn(promoted.email, promoted.password),
    });
    expect(fresh.headers.get('x-claims-changed')).toBeNull();
  });

  it('answers 404 for an admin asking about an unknown e-mail', async () => {
    expect((await api(to.getAdminStatus('nobody@nowhere.example'), { token: admin.token })).status).toBe(404);
  });
});
