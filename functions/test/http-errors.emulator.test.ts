import { describe, expect, it } from 'vitest';
import { api, type ErrorBody, to } from './helpers/api';
import { createUser } from './helpers/users';

// Through Hosting and the Functions emulator, where the platform parses the body before our app.
describe('bodies the platform has already parsed', () => {
  it('an oversized JSON body gets a JSON 413', async () => {
    const { token } = await createUser();
    const res = await api<ErrorBody>(to.postReview(), {
      token,
      body: { review: { reviewText: 'x'.repeat(100_000), reviewRating: 5 } },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload-too-large');
  });

  it('a body that is not JSON gets 400', async () => {
    const { token } = await createUser();
    const res = await api(to.postReview(), { token, rawBody: '{"review": ' });
    expect(res.status).toBe(400);
  });

  it('a text body gets a JSON 400 saying a JSON object is needed', async () => {
    const { token } = await createUser();
    const res = await api<ErrorBody>(to.postReview(), {
      token,
      rawBody: 'great tools',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body must be a JSON object');
  });

  it('a body nested thousands deep (under the size limit) gets a JSON 400 and writes nothing', async () => {
    const depth = 8000;
    const res = await api<ErrorBody>(to.postInquiry(), {
      rawBody: `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/nested too deep/);
  });
});
