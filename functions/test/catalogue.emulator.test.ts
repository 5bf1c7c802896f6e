import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_HEADERS,
  searchWords,
  sortableName,
  TOOL_SORTS,
  type Category,
  type Tool,
  type ToolSort,
} from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { unique } from './helpers/emulators';
import { createCategory, createTool, type TestToolFields } from './helpers/tools';

/** A word only this run's tools carry in their description, to search the whole catalogue. */
const marker = `mk${Date.now().toString(36)}${process.pid}`;

interface Fixture extends TestToolFields {
  key: string;
}

let category: string;
let otherCategory: string;
/** The test's tools by key, with their ids. */
const ids = new Map<string, string>();
const fixtures: Fixture[] = [
  {
    key: 'gauge',
    toolName: 'Zebrawood Marking Gauge',
    toolDescription: 'Brass fence and a fine pin.',
    sku: 'ZB-GAUGE-01',
    priceCents: 1500,
    minOrder: 5,
    available: 100,
    unitsOrdered: 30,
  },
  {
    key: 'etabli',
    toolName: 'Établi Façonné Saw',
    toolDescription: 'A crosscut saw for the bench.',
    priceCents: 900,
    minOrder: 5,
    available: 3,
    unitsOrdered: 30,
  },
  {
    key: 'mallet',
    toolName: 'Quartersawn Oak Mallet',
    toolDescription: 'Heavy mallet for chopping.',
    priceCents: 2500,
    unitsOrdered: 0,
  },
  {
    key: 'dovetail',
    toolName: 'Dovetail Saw Fine',
    toolDescription: 'Rip-filed saw with a brass back.',
    priceCents: 2500,
    unitsOrdered: 100,
  },
  { key: 'knife', toolName: 'marking knife', toolDescription: 'Spear point.', priceCents: 700, unitsOrdered: 5 },
  {
    key: 'panel',
    toolName: 'Panel Saw',
    toolDescription: 'Hardpoint teeth.',
    sku: 'ZB-SAW-22',
    priceCents: 1200,
    unitsOrdered: 5,
  },
  {
    key: 'archived',
    toolName: 'Archived Saw',
    toolDescription: 'Off the catalogue.',
    priceCents: 100,
    archived: true,
  },
  {
    key: 'horse',
    toolName: 'Saw Horse Bracket',
    toolDescription: 'Folding steel.',
    priceCents: 3000,
    minOrder: 2,
    available: 0,
    unitsOrdered: 1,
  },
  { key: 'coping', toolName: 'Coping Saw Blades', toolDescription: 'Ten fine blades.', priceCents: 450 },
];

beforeAll(async () => {
  [category, otherCategory] = await Promise.all([createCategory('Test Saws'), createCategory('Test Empty')]);
  const start = Date.now();
  for (const [i, fixture] of fixtures.entries()) {
    const { key: _key, toolDescription = '', ...fields } = fixture;
    const id = await createTool({
      minOrder: 1,
      available: 50,
      ...fields,
      toolDescription: `${toolDescription} ${marker}`,
      sku: fields.sku ?? unique(`T${i}`).toUpperCase(),
      category,
      createdAt: Timestamp.fromMillis(start + i * 1000),
    });
    ids.set(fixture.key, id);
  }
});

const idOf = (key: string) => ids.get(key) ?? '';
const visible = () => fixtures.filter((f) => !f.archived);
const createdOf = (f: Fixture) => fixtures.indexOf(f);

/** The order each sort promises, for the test's own tools (compare with the API's). */
function expectedOrder(tools: Fixture[], sort: ToolSort): string[] {
  const byId = (a: Fixture, b: Fixture) => (idOf(a.key) < idOf(b.key) ? -1 : 1);
  const comparators: Record<ToolSort, (a: Fixture, b: Fixture) => number> = {
    newest: (a, b) => createdOf(b) - createdOf(a),
    popular: (a, b) => (b.unitsOrdered ?? 0) - (a.unitsOrdered ?? 0) || createdOf(b) - createdOf(a),
    price: (a, b) => (a.priceCents ?? 0) - (b.priceCents ?? 0) || byId(a, b),
    '-price': (a, b) => (b.priceCents ?? 0) - (a.priceCents ?? 0) || byId(b, a),
    name: (a, b) => {
      const [x, y] = [sortableName(a.toolName ?? ''), sortableName(b.toolName ?? '')];
      return x < y ? -1 : x > y ? 1 : byId(a, b);
    },
  };
  return [...tools].sort(comparators[sort]).map((f) => idOf(f.key));
}

const inStock = (f: Fixture) => (f.available ?? 50) >= (f.minOrder ?? 1);
/** Whether a word starts a word of the tool's name, description or SKU (the search rule, written out again). */
const holds = (f: Fixture, word: string) =>
  searchWords(`${f.toolName ?? ''} ${f.toolDescription ?? ''} ${f.sku ?? ''}`).some((w) => w.startsWith(word));

type Page = Awaited<ReturnType<typeof api<Tool[]>>>;

/** Follows the Link header from `path` to the last page; every page's ids and count header. */
async function walk(path: string): Promise<{ ids: string[]; pages: Page[] }> {
  const seen: string[] = [];
  const pages: Page[] = [];
  let next: string | null = path;
  while (next) {
    const res: Page = await api<Tool[]>('GET', next);
    expect(res.status, `${next}: ${JSON.stringify(res.body)}`).toBe(200);
    pages.push(res);
    seen.push(...res.body.map((t) => t._id));
    const link = res.headers.get('link');
    next = link ? (/<\/api([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
    if (pages.length > 30) throw new Error(`paging from ${path} does not end`);
  }
  return { ids: seen, pages };
}

const search = (query: Record<string, string>) => `/tools?${new URLSearchParams(query).toString()}`;

describe('GET /api/tools: search', () => {
  const found = async (query: Record<string, string>) =>
    (await api<Tool[]>('GET', search({ category, ...query }))).body.map((t) => t._id);

  it('finds a tool by one word of its name or description', async () => {
    expect(await found({ q: 'gauge' })).toEqual([idOf('gauge')]);
    expect(await found({ q: 'chopping' })).toEqual([idOf('mallet')]);
  });

  it('finds by the start of a word, in any case', async () => {
    expect(await found({ q: 'DOVET' })).toEqual([idOf('dovetail')]);
    expect(await found({ q: 'quarters' })).toEqual([idOf('mallet')]);
  });

  it('ignores accents on either side', async () => {
    expect(await found({ q: 'etabli faconne' })).toEqual([idOf('etabli')]);
    expect(await found({ q: 'ÉTABLÍ' })).toEqual([idOf('etabli')]);
    expect(await found({ q: 'cöping' })).toEqual([idOf('coping')]);
  });

  it('wants every word, each anywhere in the name, SKU or description', async () => {
    expect(await found({ q: 'saw brass' })).toEqual([idOf('dovetail')]);
    expect(await found({ q: 'brass saw fine' })).toEqual([idOf('dovetail')]);
    expect(await found({ q: 'saw zebrawood' })).toEqual([]);
  });

  it('finds by SKU, whole or in parts', async () => {
    expect(await found({ q: 'ZB-SAW-22' })).toEqual([idOf('panel')]);
    expect(await found({ q: 'zb' })).toEqual(
      expectedOrder(
        visible().filter((f) => f.sku?.startsWith('ZB')),
        'newest',
      ),
    );
  });

  it('searches the whole catalogue without a category, archived tools left out', async () => {
    const { ids: all } = await walk(search({ q: marker, limit: '100' }));
    expect(all).toEqual(expectedOrder(visible(), 'newest'));
    expect(all).not.toContain(idOf('archived'));
  });
});

describe('GET /api/tools: filters, sorts and pages', () => {
  const combinations: { name: string; query: Record<string, string>; expected: () => Fixture[] }[] = [
    { name: 'category', query: {}, expected: () => visible() },
    { name: 'category, in stock', query: { inStock: 'true' }, expected: () => visible().filter(inStock) },
    { name: 'one word', query: { q: 'saw' }, expected: () => visible().filter((f) => holds(f, 'saw')) },
    {
      name: 'one word, in stock',
      query: { q: 'saw', inStock: 'true' },
      expected: () => visible().filter((f) => holds(f, 'saw') && inStock(f)),
    },
    {
      name: 'two words',
      query: { q: `saw ${marker}` },
      expected: () => visible().filter((f) => holds(f, 'saw')),
    },
    {
      name: 'two words, in stock',
      query: { q: `${marker} saw`, inStock: 'true' },
      expected: () => visible().filter((f) => holds(f, 'saw') && inStock(f)),
    },
  ];

  for (const combination of combinations) {
    for (const sort of TOOL_SORTS) {
      it(`${combination.name}, sort=${sort}: every page in order, no tool twice, none missing, the count on each`, async () => {
        const expected = expectedOrder(combination.expected(), sort);
        expect(expected.length).toBeGreaterThan(1);
        for (const limit of ['2', '3']) {
          const { ids: walked, pages } = await walk(
            search({ category, ...combination.query, sort, limit, total: 'true' }),
          );
          expect(walked).toEqual(expected);
          for (const page of pages) expect(page.headers.get('x-total-count')).toBe(String(expected.length));
        }
      });
    }
  }

  it('pages through tools created within the same millisecond, and at the same instant, without a gap', async () => {
    const sameMs = await createCategory('Same millisecond');
    const base = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
    const at = (micros: number) => new Timestamp(base.seconds, base.nanoseconds + micros * 1000);
    const made = await Promise.all(
      [1, 2, 3, 3].map((micros) => createTool({ category: sameMs, createdAt: at(micros) })),
    );
    const [first, second, third, fourth] = made;
    // Newest first; the two made at the same instant by id, descending.
    const tied = [third ?? '', fourth ?? ''].sort().reverse();
    const { ids: walked } = await walk(search({ category: sameMs, limit: '1' }));
    expect(walked).toEqual([...tied, second, first]);
  });

  it('counts all matches whatever the page size', async () => {
    const res = await api<Tool[]>('GET', search({ category, limit: '1', total: 'true' }));
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('x-total-count')).toBe(String(visible().length));
  });

  it('counts only when asked: without total=true the page comes without X-Total-Count and reads no count()', async () => {
    for (const q of ['', 'saw', `saw ${marker}`]) {
      const asked = await api<Tool[]>('GET', search({ category, q, limit: '2', total: 'true' }));
      const plain = await api<Tool[]>('GET', search({ category, q, limit: '2' }));
      expect(plain.body).toEqual(asked.body);
      expect(plain.headers.get('link')).toBe(asked.headers.get('link')?.replace('&total=true', '') ?? null);
      expect(asked.headers.get('x-total-count'), q).not.toBeNull();
      expect(plain.headers.get('x-total-count'), q).toBeNull();
      const reads = (res: typeof plain) => Number(res.headers.get(API_HEADERS.firestoreReads.toLowerCase()));
      expect(reads(plain), q).toBeLessThan(reads(asked));
    }
    // A search of several words still counts each word to choose the one to read by: not the total.
    const none = await api<Tool[]>('GET', search({ category, q: `${marker} nosuchword` }));
    expect([none.status, none.body, none.headers.get('x-total-count')]).toEqual([200, [], null]);
  });

  it('answers an empty category with an empty list, a count of 0 and no next page', async () => {
    const res = await api<Tool[]>('GET', search({ category: otherCategory, total: 'true' }));
    expect([res.status, res.body, res.headers.get('x-total-count'), res.headers.get('link')]).toEqual([
      200,
      [],
      '0',
      null,
    ]);
  });

  it('never lists an archived tool, nor shows it by id', async () => {
    for (const sort of TOOL_SORTS) {
      const { ids: all } = await walk(search({ category, sort, limit: '100' }));
      expect(all).not.toContain(idOf('archived'));
    }
    expect((await api(to.getTool(idOf('archived')))).status).toBe(404);
  });
});

describe('GET /api/tools reads a tool without its search tokens, and answers it whole', () => {
  it('lists (by page and by SKU) the same tool GET /api/tool/{id} shows: tiers, case pack and counts included', async () => {
    const own = await createCategory('Projection');
    const id = await createTool({
      toolName: 'Cased Holdfast Pair',
      toolDescription: 'Forged holdfasts, sold in cases of four.',
      sku: `HF-${Date.now().toString(36)}`.toUpperCase(),
      category: own,
      priceCents: 2400,
      priceTiers: [{ minQuantity: 40, priceCents: 2200 }],
      minOrder: 8,
      orderMultiple: 4,
      reorderPoint: 12,
      available: 400,
      unitsOrdered: 16,
    });
    const single = await api<Tool>(to.getTool(id));
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({
      orderMultiple: 4,
      priceTiers: [{ minQuantity: 40, price: 22 }],
      unitsOrdered: 16,
    });
    const listed = await api<Tool[]>('GET', search({ category: own }));
    expect(listed.body).toEqual([single.body]);
    const bySku = await api<Tool[]>('GET', search({ sku: single.body.sku }));
    expect(bySku.body).toEqual([single.body]);
  });
});

describe('GET /api/tools: bad parameters answer 400 and say which', () => {
  it.each([
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['a category the shop does not have', { category: 'no-such-category' }, 'category'],
    ['a category that cannot be an id', { category: 'Saws & Co' }, 'category'],
    ['inStock=yes', { inStock: 'yes' }, 'inStock'],
    ['an unknown parameter', { colour: 'red' }, 'colour'],
    ['an overlong search', { q: 'saw '.repeat(30) }, 'q'],
    ['too many words', { q: 'a b c d e f g h i' }, 'q'],
    ['a forged cursor', { after: 'WyJjIiwtMSwieCJd' }, 'after'],
  ])('%s', async (_name, query, field) => {
    const res = await api<ErrorBody>('GET', search(query));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
  });

  it('refuses a cursor of another sort', async () => {
    const first = await api<Tool[]>('GET', search({ category, sort: 'price', limit: '2' }));
    const after = /after=([^&>]+)/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    expect(after).not.toBe('');
    const res = await api<ErrorBody>(to.listTools({ category, sort: 'name', after }));
    expect([res.status, res.body.error.fields]).toEqual([400, { after: 'after is not a valid cursor' }]);
  });
});

describe('GET /api/categories', () => {
  it("lists the shop's categories by name, each with its visible tools counted", async () => {
    const res = await api<Category[]>(to.listCategories());
    expect(res.status).toBe(200);
    const names = res.body.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(res.body.find((c) => c.id === category)).toEqual({
      id: category,
      name: 'Test Saws',
      toolCount: visible().length,
    });
    expect(res.body.find((c) => c.id === otherCategory)).toEqual({
      id: otherCategory,
      name: 'Test Empty',
      toolCount: 0,
    });
    expect(res.body.find((c) => c.id === 'saws')?.toolCount).toBeGreaterThan(0);
  });
});
