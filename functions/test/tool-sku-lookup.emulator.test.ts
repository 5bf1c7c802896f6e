import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SKU_LOOKUP, type Tool } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { unique } from './helpers/emulators';
import { createTool } from './helpers/tools';

/** SKUs of this run's own tools (unique per run, valid SKUs). */
const run = unique('Q')
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, '')
  .slice(-10);
const skuOf = (name: string) => `${run}-${name}`;
const ids = new Map<string, string>();

beforeAll(async () => {
  for (const name of ['PLANE', 'SAW', 'GAUGE']) {
    ids.set(name, await createTool({ sku: skuOf(name), toolName: `Lookup ${name}`, minOrder: 3, available: 40 }));
  }
  ids.set('OLD', await createTool({ sku: skuOf('OLD'), toolName: 'Lookup archived', archived: true }));
});

const lookup = (skus: string) => api<Tool[]>(to.listTools({ sku: skus }));
const refused = (res: { status: number; body: unknown }) => (res.body as ErrorBody).error;

describe('GET /api/tools?sku= (a quick order looks its lines up by SKU)', () => {
  it('answers the tools with those SKUs in the order asked, whatever their case, with the catalogue fields', async () => {
    const res = await lookup(`${skuOf('SAW').toLowerCase()}, ${skuOf('PLANE')}`);
    expect(res.status).toBe(200);
    expect(res.body.map((tool) => tool._id)).toEqual([ids.get('SAW'), ids.get('PLANE')]);
    expect(res.body[0]).toMatchObject({ sku: skuOf('SAW'), toolName: 'Lookup SAW', minOrder: 3, available: 40 });
    expect(res.headers.get('X-Total-Count')).toBe('2');
    expect(res.headers.get('Link')).toBeNull();
  });

  it('leaves out unknown and archived SKUs (the caller tells which are missing) and answers a SKU asked twice once', async () => {
    const res = await lookup(`${skuOf('GAUGE')},${skuOf('NOPE')},${skuOf('OLD')},${skuOf('GAUGE')}`);
    expect(res.status).toBe(200);
    expect(res.body.map((tool) => tool.sku)).toEqual([skuOf('GAUGE')]);
  });

  it(`takes ${MAX_SKU_LOOKUP} SKUs (more than one Firestore \`in\` holds) and finds those among them`, async () => {
    const filler = Array.from({ length: MAX_SKU_LOOKUP - 2 }, (_, i) => skuOf(`F${i}`));
    const res = await lookup([...filler, skuOf('PLANE'), skuOf('GAUGE')].join(','));
    expect(res.status).toBe(200);
    expect(res.body.map((tool) => tool.sku)).toEqual([skuOf('PLANE'), skuOf('GAUGE')]);
  });

  it('refuses more than 50 SKUs, values that are not SKUs, empty items and other parameters beside it, naming the parameter', async () => {
    const tooMany = await lookup(Array.from({ length: MAX_SKU_LOOKUP + 1 }, (_, i) => skuOf(`X${i}`)).join(','));
    expect(tooMany.status).toBe(400);
    expect(refused(tooMany).fields).toEqual({ sku: `sku takes at most ${MAX_SKU_LOOKUP} SKUs` });

    const malformed = await lookup(`${skuOf('SAW')},a b,x`);
    expect(malformed.status).toBe(400);
    expect(refused(malformed).fields?.sku).toBe('Not a SKU: A B, X (3 to 32 letters, digits or -)');

    const empty = await lookup(`${skuOf('SAW')},,`);
    expect(empty.status).toBe(400);
    expect(refused(empty).fields?.sku).toBe('sku must be a comma-separated list of SKUs');

    const combined = await api(to.listTools({ sku: skuOf('SAW'), sort: 'price', limit: 5 }));
    expect(combined.status).toBe(400);
    expect(refused(combined).fields?.sku).toBe('sku cannot be combined with sort, limit');

    const twice = await api('GET', `/tools?sku=${skuOf('SAW')}&sku=${skuOf('PLANE')}`);
    expect(twice.status).toBe(400);
    expect(refused(twice).fields).toHaveProperty('sku');
  });
});

describe("GET /api/tools?id= (the cart page reads its lines' tools with one request)", () => {
  const byIds = (list: string) => api<Tool[]>(to.listTools({ id: list }));

  it('answers the tools with those ids in the order asked, leaving out unknown and archived ones', async () => {
    const res = await byIds(
      [ids.get('GAUGE'), 'no-such-tool', ids.get('OLD'), ids.get('SAW'), ids.get('GAUGE')].join(','),
    );
    expect(res.status).toBe(200);
    expect(res.body.map((tool) => tool._id)).toEqual([ids.get('GAUGE'), ids.get('SAW')]);
    expect(res.headers.get('X-Total-Count')).toBe('2');
  });

  it('refuses more than 50 ids, a path in an id, empty items and other parameters beside it', async () => {
    const tooMany = await byIds(Array.from({ length: MAX_SKU_LOOKUP + 1 }, (_, i) => `t${i}`).join(','));
    expect(refused(tooMany).fields).toEqual({ id: `id takes at most ${MAX_SKU_LOOKUP} tool ids` });
    const path = await byIds('tools/x,..');
    expect(path.status).toBe(400);
    expect(refused(path).fields?.id).toBe('Not a tool id: tools/x, ..');
    expect(refused(await byIds('a,,b')).fields?.id).toBe('id must be a comma-separated list of tool ids');
    const both = await api(to.listTools({ id: 'a', sku: skuOf('SAW') }));
    expect(both.status).toBe(400);
    expect(refused(both).fields?.sku).toBe('sku cannot be combined with id');
  });
});
