import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { createUser, type TestUser } from './helpers/users';

interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

const address = (prefix: string) => `${unique(prefix)}@Workshop.example`;

/**
 * This file's own client address (first in X-Forwarded-For, as Hosting passes it on), so its
 * requests count against a client window of their own: not one that other files, or an earlier
 * run against the same emulators, have filled.
 */
const fromThisClient = {
  headers: {
    'X-Forwarded-For': `2001:db8::${randomBytes(4)
      .toString('hex')
      .replace(/(.{4})/, '$1:')}`,
  },
};

describe('POST /api/inquiry', () => {
  it.each([
    ['not an address', { email: 'not-an-email' }, 'Enter a valid e-mail address'],
    ['an empty address', { email: '' }, 'Enter your e-mail address'],
    ['no address', {}, 'Enter your e-mail address'],
    ['a number', { email: 42 }, undefined],
  ])('answers %s with 400 and the field message', async (_name, body, message) => {
    const res = await api<ErrorBody>(to.postInquiry(), { ...fromThisClient, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.fields?.email).toBeDefined();
    if (message) expect(res.body.error.fields?.email).toBe(message);
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await api<ErrorBody>(to.postInquiry(), { ...fromThisClient, body: ['a@b.example'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body must be a JSON object');
  });

  it('stores a good address in lower case with a server timestamp', async () => {
    const email = address('good');
    const before = Date.now();
    const res = await api<Inserted>(to.postInquiry(), { ...fromThisClient, body: { email } });
    expect(res.status).toBe(201);
    expect(res.body.acknowledged).toBe(true);
    expect(typeof res.body.insertedId).toBe('string');

    const stored = await db.doc(`inquiries/${res.body.insertedId}`).get();
    expect(stored.exists).toBe(true);
    expect(stored.get('email')).toBe(email.toLowerCase());
    const createdAt = stored.get('createdAt') as unknown;
    expect(createdAt).toBeInstanceOf(Timestamp);
    // The emulator and this process share a clock; allow a little slack either way.
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual(['createdAt', 'email']);
  });

  it('takes 3 inquiries from one address per hour, then answers 429 and stores nothing more', async () => {
    const email = address('limited');
    for (let i = 0; i < 3; i += 1) {
      // Varying the case must not open a second allowance for the same address.
      const res = await api(to.postInquiry(), {
        ...fromThisClient,
        body: { email: i === 1 ? email.toUpperCase() : email },
      });
      expect(res.status).toBe(201);
    }
    const res = await api<ErrorBody>(to.postInquiry(), { ...fromThisClient, body: { email } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too-many-requests');
    expect(res.body.error.message).toMatch(
      /^We already have 3 requests from this address; please try again in \d+ minutes?$/,
    );
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const stored = await db.collection('inquiries').where('email', '==', email.toLowerCase()).get();
    expect(stored.size).toBe(3);
  });

  it('lets only 3 of 6 concurrent requests from one address through, and refuses the others with 429', async () => {
    const email = address('burst').toLowerCase();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(to.postInquiry(), { ...fromThisClient, body: { email } }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const stored = await db.collection('inquiries').where('email', '==', email).get();
    expect(stored.size).toBe(3);
  });

  it('opens a new window once the hour has passed', async () => {
    const email = address('window').toLowerCase();
    expect((await api(to.postInquiry(), { ...fromThisClient, body: { email } })).status).toBe(201);
    // Age the mailbox's full window by more than an hour, as the clock would.
    const key = `inquiry-mailbox:${createHash('sha256').update(email).digest('hex')}`;
    await db.doc(`rateLimits/${key}`).update({
      count: 3,
      windowStart: Timestamp.fromMillis(Date.now() - 61 * 60_000),
    });
    expect((await api(to.postInquiry(), { ...fromThisClient, body: { email } })).status).toBe(201);
    const window = await db.doc(`rateLimits/${key}`).get();
    expect(window.get('count')).toBe(1);
    expect((window.get('windowStart') as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('inquiry limits beyond one exact address', () => {
  it('counts a+1@ and a+2@ (and A@) as one mailbox: 3, then 429', async () => {
    const local = unique('tagged');
    const statuses: number[] = [];
    for (const tag of ['+1', '+2', '', '+3']) {
      statuses.push(
        (await api(to.postInquiry(), { ...fromThisClient, body: { email: `${local}${tag}@workshop.example` } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  /** Fills a quota's window as if `max` requests had just come, runs `check`, then empties it again. */
  async function withFullWindow(scope: string, max: number, check: () => Promise<void>) {
    const windows = await db.collection('rateLimits').where('scope', '==', scope).get();
    expect(windows.size).toBeGreaterThan(0);
    const saved = windows.docs.map((d) => [d.ref, d.data()] as const);
    await Promise.all(saved.map(([ref]) => ref.update({ count: max, windowStart: Timestamp.now() })));
    try {
      await check();
    } finally {
      await Promise.all(saved.map(([ref, data]) => ref.set(data)));
    }
  }

  it('limits one client address, whatever mailboxes it uses (429 with Retry-After)', async () => {
    await withFullWindow('inquiry-client', 30, async () => {
      const res = await api<ErrorBody>(to.postInquiry(), {
        ...fromThisClient,
        body: { email: address('fresh-mailbox') },
      });
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/^Too many requests from your network; please try again in \d+ minutes?$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('caps the whole shop, so a crowd of addresses cannot flood the list', async () => {
    await withFullWindow('inquiry-shop', 500, async () => {
      const before = (await db.collection('inquiries').count().get()).data().count;
      const res = await api<ErrorBody>(to.postInquiry(), { ...fromThisClient, body: { email: address('crowd') } });
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/a great many requests/);
      expect((await db.collection('inquiries').count().get()).data().count).toBe(before);
    });
  });
});

describe('GET /api/inquiries', () => {
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  });

  it('refuses a visitor with 401', async () => {
    const res = await api<ErrorBody>(to.listInquiries());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('refuses a customer with 403', async () => {
    const res = await api<ErrorBody>(to.listInquiries(), { token: customer.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('permission-denied');
  });

  it('shows an admin the inquiries newest first, with the total and a next-page link', async () => {
    const older = address('older').toLowerCase();
    const newer = address('newer').toLowerCase();
    expect((await api(to.postInquiry(), { ...fromThisClient, body: { email: older } })).status).toBe(201);
    expect((await api(to.postInquiry(), { ...fromThisClient, body: { email: newer } })).status).toBe(201);

    const res = await api<Inquiry[]>(to.listInquiries({ limit: 2 }), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.email)).toEqual([newer, older]);
    for (const inquiry of res.body) {
      expect(Object.keys(inquiry).sort()).toEqual(['_id', 'createdAt', 'email']);
      expect(Number.isNaN(Date.parse(inquiry.createdAt ?? ''))).toBe(false);
    }
    const total = (await db.collection('inquiries').count().get()).data().count;
    expect(Number(res.headers.get('x-total-count'))).toBe(total);
    expect(total).toBeGreaterThan(2);
    const next = /<\/api([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/inquiries\?limit=2&after=/);

    const second = await api<Inquiry[]>('GET', next!, { token: admin.token });
    expect(second.status).toBe(200);
    expect(second.body.length).toBeGreaterThan(0);
    const firstIds = new Set(res.body.map((i) => i._id));
    expect(second.body.some((i) => firstIds.has(i._id))).toBe(false);
    const times = [...res.body, ...second.body].map((i) => i.createdAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers a bad limit with 400', async () => {
    const res = await api<ErrorBody>(to.listInquiries({ limit: 0 }), { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.limit).toBeDefined();
  });
});
