import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';

// These requests fail before any Firestore access, so no emulator is needed.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createApp().listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => server.close(r)));

describe('the API error format', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'No such API route: GET /api/nothing-here' },
    });
  });

  it('answers a bad limit with 400 and the field', async () => {
    const res = await fetch(`${base}/api/tools?limit=abc`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.fields.limit).toMatch(/limit must be a whole number/);
  });

  it.each(['0', '101', '-1', '1.5', '1e2'])('refuses limit=%s', async (limit) => {
    expect((await fetch(`${base}/api/tools?limit=${limit}`)).status).toBe(400);
  });

  it('refuses a repeated limit', async () => {
    expect((await fetch(`${base}/api/tools?limit=1&limit=2`)).status).toBe(400);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"order": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The request body is not valid JSON',
    );
  });

  it('answers an oversized body with 413', async () => {
    const res = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order: { orderAddress: 'x'.repeat(100_000) } }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload-too-large');
  });

  it.each([
    ['GET', '/api/orders/customer@toolshub.example'],
    ['POST', '/api/order'],
    ['DELETE', '/api/order/some-id'],
  ])('answers %s %s with a malformed Authorization header with 401', async (method, path) => {
    const res = await fetch(`${base}${path}`, { method, headers: { Authorization: 'Token abc' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'The Authorization header must be "Bearer <ID token>"' },
    });
  });

  it('answers a protected route without a token with 401', async () => {
    const res = await fetch(`${base}/api/orders`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });
});

describe('crafted input gets a 400, never a 500', () => {
  const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it.each([
    ['a huge time', cursor([1e300, 'abc'])],
    ['a negative time', cursor([-5, 'abc'])],
    ['a fractional time', cursor([1.5, 'abc'])],
    ['an id with a slash', cursor([1000, 'a/b'])],
    ['an empty id', cursor([1000, ''])],
    ['a reserved id', cursor([1000, '__name__'])],
    ['three parts', cursor([1000, 'abc', 'x'])],
    ['not base64url', '%%%%'],
  ])('a forged cursor: %s', async (_name, after) => {
    const res = await fetch(`${base}/api/tools?after=${encodeURIComponent(after)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.after).toBeDefined();
  });

  it('a JSON body nested thousands deep (under the size limit)', async () => {
    const depth = 5000;
    const res = await fetch(`${base}/api/inquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/nested too deep/);
  });

  it('a malformed %-escape in a path parameter', async () => {
    const res = await fetch(`${base}/api/tool/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
  });
});
