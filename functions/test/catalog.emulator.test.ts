import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review, Tool } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { db } from './helpers/emulators';
import { createTool } from './helpers/tools';

describe('GET /api/tools', () => {
  it("returns 6 tools in the product's shape when asked for 6", async () => {
    const res = await api<Tool[]>(to.listTools({ limit: 6 }));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    for (const tool of res.body) {
      expect(Object.keys(tool).sort()).toEqual(
        [
          '_id',
          'available',
          'category',
          'imageLink',
          'minOrder',
          'price',
          'priceTiers',
          'sku',
          'toolDescription',
          'toolName',
          'unitsOrdered',
        ].sort(),
      );
      expect(typeof tool.price).toBe('number');
    }
  });

  it('answers limit=abc with a JSON 400', async () => {
    const res = await api<ErrorBody>('GET', '/tools?limit=abc');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.fields?.limit).toBeDefined();
  });

  it('pages through the whole catalog with the Link header, each tool once', async () => {
    // Earlier files of the run leave their tools behind: the bound follows what is there.
    const total = (await db.collection('tools').where('archived', '==', false).count().get()).data().count;
    const seen: string[] = [];
    let path: string | null = '/tools?limit=5';
    let pages = 0;
    while (path) {
      const res: Awaited<ReturnType<typeof api<Tool[]>>> = await api<Tool[]>('GET', path);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((t) => t._id));
      const link = res.headers.get('link');
      path = link ? (/<\/api([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
      pages += 1;
      if (pages > Math.ceil(total / 5) + 1) throw new Error(`paging does not end after ${pages} pages`);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses a forged cursor with 400', async () => {
    expect((await api(to.listTools({ after: 'not-a-cursor' }))).status).toBe(400);
  });
});

describe('GET /api/tool/{id}', () => {
  let id: string;

  beforeAll(async () => {
    id = await createTool({
      toolName: 'Test Saw',
      priceCents: 1999,
      minOrder: 5,
      available: 100,
      toolDescription: 'A saw for tests',
      imageLink: '/images/tools/tenon-saw.svg',
      sku: 'TEST-SAW-1999',
      category: 'saws',
      priceTiers: [{ minQuantity: 50, priceCents: 1799 }],
      unitsOrdered: 12,
    });
  });

  afterAll(() => db.doc(`tools/${id}`).delete());

  it('returns the stored tool with its price in dollars', async () => {
    const res = await api<Tool>(to.getTool(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: id,
      toolName: 'Test Saw',
      price: 19.99,
      minOrder: 5,
      available: 100,
      toolDescription: 'A saw for tests',
      imageLink: '/images/tools/tenon-saw.svg',
      sku: 'TEST-SAW-1999',
      category: 'saws',
      priceTiers: [{ minQuantity: 50, price: 17.99 }],
      unitsOrdered: 12,
    });
  });

  it('shows a rename made in Firestore', async () => {
    await db.doc(`tools/${id}`).update({ toolName: 'Renamed Saw' });
    expect((await api<Tool>(to.getTool(id))).body.toolName).toBe('Renamed Saw');
  });

  it('answers an unknown id with a JSON 404', async () => {
    const res = await api<ErrorBody>(to.getTool('nope'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not-found', message: 'No tool with id nope' } });
  });

  it.each(['__reserved__', '%2E%2E', 'a'.repeat(300)])('answers the odd id %s with 404, not 500', async (bad) => {
    expect((await api(to.getTool(bad))).status).toBe(404);
  });
});

describe('GET /api/reviews', () => {
  it("returns reviews newest first in the product's shape", async () => {
    const res = await api<Review[]>(to.listReviews({ limit: 3 }));
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(3);
    const first = res.body[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['_id', 'createdAt', 'reviewRating', 'reviewText', 'reviewerImage', 'reviewerName'].sort(),
    );
    // Public: no reviewer's e-mail address or account id in any item.
    for (const review of res.body) {
      expect(review).not.toHaveProperty('reviewerEmail');
      expect(review).not.toHaveProperty('uid');
    }
    const times = res.body.map((r) => r.createdAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });
});
