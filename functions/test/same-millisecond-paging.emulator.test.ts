import { Buffer } from 'node:buffer';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/firestore/cursor';
import { api, type ApiResponse, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { seedOrder } from './helpers/orders';
import { createUser, type TestUser } from './helpers/users';

/**
 * Two items made in the same millisecond, a microsecond apart, paged through one at a time: the
 * cursor of the first page must keep the microseconds, or the second item is skipped (newest first)
 * or shown twice (oldest first). Each test writes its items with the Admin SDK at a second of the
 * past no other test uses, and starts from a cursor just beside them, so other items never interleave.
 */

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ admin: true });
});

/** A whole second somewhere in the 1990s, as microseconds since the epoch. */
function quietSecond(): number {
  const seconds = Date.UTC(1990, 0, 1) / 1000 + Math.floor(Math.random() * 300_000_000);
  return seconds * 1_000_000;
}

const at = (micros: number) => new Timestamp(Math.floor(micros / 1_000_000), (micros % 1_000_000) * 1000);

/** Pages of `path` with limit=1 from `after`, following Link, for `count` pages: the ids seen. */
async function walk(path: string, after: string | null, count: number, token: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = `${path}${path.includes('?') ? '&' : '?'}limit=1${after ? `&after=${after}` : ''}`;
  for (let i = 0; i < count && next; i += 1) {
    const res: ApiResponse<{ _id: string }[]> = await api<{ _id: string }[]>('GET', next, { token });
    expect(res.status, next).toBe(200);
    ids.push(...res.body.map((item) => item._id));
    next = /<\/api([^>]+)>;\s*rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null;
  }
  return ids;
}

/** Two documents of `collection`, created one microsecond apart in one millisecond: [older, newer]. */
async function twoInOneMillisecond(collection: string, fields: () => Record<string, unknown>, base: number) {
  const ids = [unique('same-ms'), unique('same-ms')];
  await Promise.all(
    ids.map((id, i) => db.doc(`${collection}/${id}`).set({ ...fields(), createdAt: at(base + 500 + i) })),
  );
  return ids as [string, string];
}

/** The cursor just newer (newest first) or just older (oldest first) than the millisecond at `base`. */
const newerThan = (base: number) => encodeCursor({ micros: base + 1000, id: 'zzzz' });
const olderThan = (base: number) => encodeCursor({ micros: base - 1, id: 'zzzz' });

describe('newest-first cursors keep microseconds', () => {
  it('GET /api/reviews', async () => {
    const base = quietSecond();
    const [older, newer] = await twoInOneMillisecond(
      'reviews',
      () => ({
        uid: 'same-ms',
        reviewerName: 'Same Ms',
        reviewerEmail: 'same-ms@test.example',
        reviewerImage: '',
        reviewText: 'Two at once',
        reviewRating: 5,
      }),
      base,
    );
    expect(await walk('/reviews', newerThan(base), 2, admin.token)).toEqual([newer, older]);
  });

  it('GET /api/users, newest and oldest first', async () => {
    const base = quietSecond();
    const [older, newer] = await twoInOneMillisecond(
      'users',
      () => ({ email: `${unique('same-ms')}@test.example`, displayName: 'Same Ms', photoURL: '' }),
      base,
    );
    expect(await walk('/users', newerThan(base), 2, admin.token)).toEqual([newer, older]);
    expect(await walk('/users?sort=oldest', olderThan(base), 2, admin.token)).toEqual([older, newer]);
  });

  it('GET /api/inquiries, newest and oldest first', async () => {
    const base = quietSecond();
    const [older, newer] = await twoInOneMillisecond(
      'inquiries',
      () => ({ email: `${unique('same-ms')}@test.example` }),
      base,
    );
    expect(await walk('/inquiries', newerThan(base), 2, admin.token)).toEqual([newer, older]);
    expect(await walk('/inquiries?sort=oldest', olderThan(base), 2, admin.token)).toEqual([older, newer]);
  });

  it('GET /api/orders/{email}', async () => {
    const buyer = await createUser();
    const base = quietSecond();
    const ids = await Promise.all(
      [0, 1].map((i) => seedOrder({ email: buyer.email, createdAt: new Date(Math.floor((base + i) / 1000)) })),
    );
    // The buyer's, one microsecond apart within one millisecond.
    await Promise.all(
      ids.map((id, i) => db.doc(`orders/${id}`).update({ uid: buyer.uid, createdAt: at(base + 500 + i) })),
    );
    expect(await walk(`/orders/${encodeURIComponent(buyer.email)}`, null, 3, buyer.token)).toEqual([ids[1], ids[0]]);
  });

  it('still takes a cursor written in milliseconds before, and refuses a malformed one with 400', async () => {
    const old = Buffer.from(JSON.stringify([Date.UTC(2026, 0, 1), 'some-id'])).toString('base64url');
    expect((await api(to.listReviews({ limit: 1, after: old }))).status).toBe(200);
    for (const forged of [
      ['u', -1, 'x'],
      ['u', 1.5, 'x'],
      ['v', 1, 'x'],
      ['u', 1],
    ]) {
      const after = Buffer.from(JSON.stringify(forged)).toString('base64url');
      const res = await api<{ error: { fields?: Record<string, string> } }>(to.listReviews({ after }));
      expect([res.status, res.body.error.fields], JSON.stringify(forged)).toEqual([
        400,
        { after: 'after is not a valid cursor' },
      ]);
    }
  });
});
