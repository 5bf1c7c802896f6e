import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { authHost, db } from './helpers/emulators';
import { createUser, type TestUser } from './helpers/users';

interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

const reviewsOf = async (uid: string) => (await db.collection('reviews').where('uid', '==', uid).get()).docs;

describe('POST /api/review', () => {
  let reviewer: TestUser;

  beforeAll(async () => {
    reviewer = await createUser({ name: 'Rita Reviewer', photoURL: 'https://example.com/rita.png' });
  });

  it("stores the review under the stored profile's name and photo, never the token's, and lists it first", async () => {
    // The token's picture is an outside link the Auth API let the user set; the profile has none.
    await db.doc(`users/${reviewer.uid}`).update({ displayName: 'Rita of Rita Joinery' });
    const res = await api<Inserted>(to.postReview(), {
      token: reviewer.token,
      body: { review: { reviewText: 'Chisels arrived sharp and well packed.', reviewRating: 5 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const { createdAt, ...stored } = (await db.doc(`reviews/${res.body.insertedId}`).get()).data() ?? {};
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(stored).toEqual({
      uid: reviewer.uid,
      reviewerName: 'Rita of Rita Joinery',
      reviewerEmail: reviewer.email,
      reviewerImage: '',
      reviewText: 'Chisels arrived sharp and well packed.',
      reviewRating: 5,
    });

    const list = await api<Review[]>(to.listReviews({ limit: 1 }));
    expect(list.body[0]).toMatchObject({
      _id: res.body.insertedId,
      reviewerName: 'Rita of Rita Joinery',
      reviewRating: 5,
    });
    await db.doc(`users/${reviewer.uid}`).update({ displayName: 'Rita Reviewer' });
  });

  it('signs a review without a profile name generically, never with the e-mail address', async () => {
    const nameless = await createUser({ name: 'Token Only Name', profileName: '' });
    const res = await api<Inserted>(to.postReview(), {
      token: nameless.token,
      body: { review: { reviewText: 'Quick delivery.', reviewRating: 4 } },
    });
    expect(res.status).toBe(201);
    const stored = (await db.doc(`reviews/${res.body.insertedId}`).get()).data();
    expect(stored?.reviewerName).toBe('A Tools Hub customer');
  });

  it('ignores a forged reviewer in the body', async () => {
    const res = await api<Inserted>(to.postReview(), {
      token: reviewer.token,
      body: {
        review: {
          reviewText: 'Good value.',
          reviewRating: 4,
          reviewerName: 'Famous Person',
          reviewerEmail: 'famous@example.com',
          reviewerImage: 'https://evil.example/x.png',
        },
      },
    });
    expect(res.status).toBe(201);
    expect((await db.doc(`reviews/${res.body.insertedId}`).get()).data()).toMatchObject({
      reviewerName: 'Rita Reviewer',
      reviewerEmail: reviewer.email,
      reviewerImage: '',
    });
  });

  it("takes the name and photo from the user's profile", async () => {
    const plain = await createUser({ name: null, profileName: 'Paula Profile' });
    await db.doc(`users/${plain.uid}`).update({ photoURL: '/images/avatars/elena-fenwick.svg' });
    const res = await api<Inserted>(to.postReview(), {
      token: plain.token,
      body: { review: { reviewText: 'Fine.', reviewRating: 3 } },
    });
    expect(res.status).toBe(201);
    expect((await db.doc(`reviews/${res.body.insertedId}`).get()).data()).toMatchObject({
      reviewerName: 'Paula Profile',
      reviewerImage: '/images/avatars/elena-fenwick.svg',
    });
  });

  describe('refuses bad input with 400 and writes nothing', () => {
    let writer: TestUser;

    beforeAll(async () => {
      writer = await createUser();
    });

    it.each([
      ['a rating of 0', { reviewText: 'Ok', reviewRating: 0 }, 'Minimum rating is 1'],
      ['a rating of 6', { reviewText: 'Ok', reviewRating: 6 }, 'Maximum rating is 5'],
      ['a fractional rating', { reviewText: 'Ok', reviewRating: 4.5 }, 'Rating must be a whole number'],
      ['a string rating', { reviewText: 'Ok', reviewRating: '5' }, 'Rating must be a number'],
      ['a missing rating', { reviewText: 'Ok' }, 'Rating is required'],
      ['a missing text', { reviewRating: 5 }, 'Review text is required'],
      ['a blank text', { reviewText: '   ', reviewRating: 5 }, 'Review text is required'],
      [
        'a text too long',
        { reviewText: 'x'.repeat(1001), reviewRating: 5 },
        'Review is too long (1000 characters at most)',
      ],
    ])('%s', async (_name, review, message) => {
      const res = await api<ErrorBody>(to.postReview(), { token: writer.token, body: { review } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(await reviewsOf(writer.uid)).toHaveLength(0);
    });

    it('a body without review, or not JSON', async () => {
      expect((await api(to.postReview(), { token: writer.token, body: { text: 'x' } })).status).toBe(400);
      expect((await api(to.postReview(), { token: writer.token, rawBody: 'review=1' })).status).toBe(400);
      expect(await reviewsOf(writer.uid)).toHaveLength(0);
    });
  });

  it('refuses a visitor with 401', async () => {
    const res = await api<ErrorBody>(to.postReview(), { body: { review: { reviewText: 'Hi', reviewRating: 5 } } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});

describe('review limits', () => {
  it('takes 3 reviews per account per day, then answers 429 with Retry-After and stores nothing', async () => {
    const keen = await createUser({ name: 'Keen Reviewer' });
    const post = () =>
      api<ErrorBody>(to.postReview(), {
        token: keen.token,
        body: { review: { reviewText: 'Good again.', reviewRating: 5 } },
      });
    for (let i = 0; i < 3; i += 1) expect((await post()).status).toBe(201);
    const fourth = await post();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/^You have posted 3 reviews today; you can post another in \d+ hours?$/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reviewsOf(keen.uid)).toHaveLength(3);
  });

  it('refuses a guest (anonymous) session with 403: no reviews, no orders', async () => {
    const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const { idToken, localId } = (await res.json()) as { idToken: string; localId: string };
    const review = await api<ErrorBody>(to.postReview(), {
      token: idToken,
      body: { review: { reviewText: 'Anonymous praise.', reviewRating: 5 } },
    });
    expect(review.status).toBe(403);
    expect(review.body.error.message).toMatch(/guest session/);
    expect(await reviewsOf(localId)).toHaveLength(0);
    const order = await api(to.placeOrder(), {
      token: idToken,
      body: {
        order: { phoneNumber: '01712345678', orderQuantity: 5, orderAddress: 'x', tool: { _id: 'claw-hammer' } },
      },
    });
    expect(order.status).toBe(403);
  });
});
