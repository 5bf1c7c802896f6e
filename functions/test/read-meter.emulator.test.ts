import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { newToolDoc } from '../src/repositories/tools/document';
import { db, unique } from './helpers/emulators';

/** The emulator-only X-Firestore-Reads header, which the bench sums over a page's API calls. */
const reads = (headers: Headers) => Number(headers.get('x-firestore-reads'));

describe('X-Firestore-Reads (emulators only)', () => {
  const extra: string[] = [];

  afterAll(async () => {
    const batch = db.batch();
    extra.forEach((id) => batch.delete(db.doc(`tools/${id}`)));
    await batch.commit();
  });

  it('reports the documents GET /api/tools?limit=6 read: the page and one more, and with total=true its count', async () => {
    const res = await api(to.listTools({ limit: 6 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-firestore-reads')).toMatch(/^[0-9]+$/);
    expect(reads(res.headers)).toBe(7);
    // A count() is a read per 1,000 tools counted: one here.
    expect(reads((await api(to.listTools({ limit: 6, total: true }))).headers)).toBe(8);
  });

  it('reads the same for a one-word search, a sort and a filter: the page, one more, the count (and the category)', async () => {
    expect(reads((await api(to.listTools({ limit: 2, q: 'saw', sort: 'price', total: true }))).headers)).toBe(4);
    const filtered = { limit: 2, category: 'saws', inStock: true, sort: 'popular' as const, total: true };
    expect(reads((await api(to.listTools(filtered))).headers)).toBe(5);
  });

  it('reads the same for GET /api/tools?limit=6 with 60 more tools in the catalog', async () => {
    const before = reads((await api(to.listTools({ limit: 6 }))).headers);
    const counted = reads((await api(to.listTools({ limit: 6, total: true }))).headers);
    const batch = db.batch();
    for (let i = 0; i < 60; i++) {
      const id = unique('meter-tool');
      extra.push(id);
      // Older than every demo tool, so the first page keeps its tools.
      batch.set(db.doc(`tools/${id}`), {
        ...newToolDoc({
          toolName: `Meter Tool ${i}`,
          priceCents: 100,
          priceTiers: [],
          minOrder: 1,
          available: 10,
          toolDescription: 'Only here to grow the catalog',
          imageLink: '/images/tools/claw-hammer.svg',
          sku: id.toUpperCase(),
          category: 'saws',
        }),
        createdAt: Timestamp.fromMillis(i),
      });
    }
    await batch.commit();
    expect(reads((await api(to.listTools({ limit: 6 }))).headers)).toBe(before);
    expect(reads((await api(to.listTools({ limit: 6, total: true }))).headers)).toBe(counted);
  });

  it("names the count() aggregations' part of the reads apart: one per 1,000 tools counted", async () => {
    const res = await api(to.listTools({ limit: 6, total: true }));
    expect(res.headers.get('x-firestore-count-reads')).toBe('1');
    expect(reads(res.headers) - Number(res.headers.get('x-firestore-count-reads'))).toBe(7);
    expect((await api(to.getTool('claw-hammer'))).headers.get('x-firestore-count-reads')).toBe('0');
  });

  it('counts one read for a single tool, and one for an unknown id', async () => {
    expect(reads((await api(to.getTool('claw-hammer'))).headers)).toBe(1);
    const missing = await api(to.getTool('no-such-tool'));
    expect(missing.status).toBe(404);
    expect(reads(missing.headers)).toBe(1);
  });

  it('counts nothing for a request refused before any read', async () => {
    const res = await api('GET', '/tools?limit=abc');
    expect(res.status).toBe(400);
    expect(reads(res.headers)).toBe(0);
  });
});
