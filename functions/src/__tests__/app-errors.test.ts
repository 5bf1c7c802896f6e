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
