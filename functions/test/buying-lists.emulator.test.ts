import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyingList, BuyingListCartResult, Cart, Tool } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany, type CompanyFixture } from './helpers/companies';
import { db } from './helpers/emulators';
import { createCategory, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/**
 * Issue 30 item 3, buying lists: CRUD, who sees a private and a shared list (everyone else 404),
 * sharing only for company members, validation (400, nothing written), and "Add all to cart": the
 * good lines in the cart at the caller's price, the others named with the cart's messages.
 */

type ListAnswer = BuyingList & ErrorBody;

const createList = (user: TestUser, body: unknown) =>
  api<{ id: string } & ErrorBody>(to.createBuyingList(), { token: user.token, body });
const getList = (user: TestUser, id: string) => api<ListAnswer>(to.getBuyingList(id), { token: user.token });
const putList = (user: TestUser, id: string, body: unknown) =>
  api<ListAnswer>(to.updateBuyingList(id), { token: user.token, body });
const deleteList = (user: TestUser, id: string) =>
  api<ErrorBody & { deletedCount: number }>(to.deleteBuyingList(id), { token: user.token });
const listsOf = (user: TestUser) => api<BuyingList[] & ErrorBody>(to.listBuyingLists(), { token: user.token });
const addToCart = (user: TestUser, id: string) =>
  api<BuyingListCartResult & ErrorBody>(to.addBuyingListToCart(id), { token: user.token });
const cartOf = (user: TestUser) => api<Cart>(to.getCart(), { token: user.token });

const storedListsOf = async (uid: string) =>
  (await db.collection('buyingLists').where('ownerUid', '==', uid).get()).size;

async function madeList(user: TestUser, body: { name?: string; shared?: boolean; lines: unknown[] }): Promise<string> {
  const res = await createList(user, { name: 'Site kit', shared: false, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

let customer: TestUser;
let company: CompanyFixture;
let otherCompany: CompanyFixture;
let chisel: string;
let saw: string;

beforeAll(async () => {
  [customer, company, otherCompany, chisel, saw] = await Promise.all([
    createUser({ name: 'Walk-in Customer' }),
    makeCompany({ buyers: 1 }),
    makeCompany(),
    createTool({ toolName: 'List Chisel', minOrder: 5, available: 100 }),
    createTool({ toolName: 'List Saw', minOrder: 1, available: 40 }),
  ]);
});

describe('buying lists: create, read, list, replace, delete', () => {
  it('keeps a customer’s list and answers it as stored, then replaces and deletes it', async () => {
    const created = await createList(customer, {
      name: '  Monday kit ',
      shared: false,
      lines: [
        { toolId: chisel, quantity: 10 },
        { toolId: saw, quantity: 3 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    const { id } = created.body;

    const read = await getList(customer, id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      name: 'Monday kit',
      shared: false,
      mine: true,
      companyId: null,
      owner: { uid: customer.uid, name: 'Walk-in Customer' },
      lines: [
        { toolId: chisel, quantity: 10, toolName: 'List Chisel', archived: false },
        { toolId: saw, quantity: 3, toolName: 'List Saw', archived: false },
      ],
    });
    expect(read.body.updatedAt).toEqual(expect.any(String));

    const listed = await listsOf(customer);
    expect(listed.status).toBe(200);
    expect(listed.body.map((list) => list.id)).toEqual([id]);

    const replaced = await putList(customer, id, {
      name: 'Tuesday kit',
      shared: false,
      lines: [{ toolId: saw, quantity: 4 }],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'Tuesday kit', lines: [{ toolId: saw, quantity: 4 }] });
    expect((await getList(customer, id)).body.lines).toHaveLength(1);

    const deleted = await deleteList(customer, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const gone = await getList(customer, id);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(`No list with id ${id}`);
    expect(await storedListsOf(customer.uid)).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await api<ErrorBody>(to.listBuyingLists());
    expect(res.status).toBe(401);
  });
});

describe('who sees a list', () => {
  let privateList: string;
  let sharedList: string;
  let owner: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    owner = company.admin;
    colleague = company.buyers[0] as TestUser;
    [privateList, sharedList] = await Promise.all([
      madeList(owner, { name: 'Private kit', lines: [{ toolId: chisel, quantity: 5 }] }),
      madeList(owner, { name: 'Shared kit', shared: true, lines: [{ toolId: saw, quantity: 2 }] }),
    ]);
  });

  it('hides a private list from a colleague (404 on every call, absent from their lists)', async () => {
    expect((await getList(colleague, privateList)).status).toBe(404);
    expect(
      (
        await putList(colleague, privateList, {
          name: 'Mine now',
          shared: false,
          lines: [{ toolId: saw, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await addToCart(colleague, privateList)).status).toBe(404);
    expect((await deleteList(colleague, privateList)).status).toBe(404);
    expect((await listsOf(colleague)).body.map((list) => list.id)).not.toContain(privateList);
    expect((await getList(owner, privateList)).body.name).toBe('Private kit');
  });

  it('lets a colleague see and edit a shared list, and the owner sees the edit', async () => {
    const listed = await listsOf(colleague);
    const seen = listed.body.find((list) => list.id === sharedList);
    expect(seen).toMatchObject({ name: 'Shared kit', shared: true, mine: false, companyId: company.id });
    expect(seen?.owner.uid).toBe(owner.uid);

    const edited = await putList(colleague, sharedList, {
      name: 'Shared kit (bigger)',
      shared: true,
      lines: [{ toolId: saw, quantity: 6 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const byOwner = await getList(owner, sharedList);
    expect(byOwner.body).toMatchObject({
      name: 'Shared kit (bigger)',
      lines: [{ toolId: saw, quantity: 6 }],
      mine: true,
    });
  });

  it('answers 404 to another company’s member and to a plain customer', async () => {
    for (const outsider of [otherCompany.admin, customer]) {
      expect((await getList(outsider, sharedList)).status).toBe(404);
      expect(
        (await putList(outsider, sharedList, { name: 'x', shared: false, lines: [{ toolId: saw, quantity: 1 }] }))
          .status,
      ).toBe(404);
      expect((await deleteList(outsider, sharedList)).status).toBe(404);
      expect((await addToCart(outsider, sharedList)).status).toBe(404);
      expect((await listsOf(outsider)).body.map((list) => list.id)).not.toContain(sharedList);
    }
    expect((await getList(owner, sharedList)).body.name).toBe('Shared kit (bigger)');
  });

  it('refuses shared: true from an account in no company (400, nothing written)', async () => {
    const loner = await createUser();
    const res = await createList(loner, { name: 'Team kit', shared: true, lines: [{ toolId: saw, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ shared: 'Only a member of a company can share a list' });
    expect(await storedListsOf(loner.uid)).toBe(0);
  });
});

describe('validation', () => {
  it('answers 400 with a message per field and writes nothing', async () => {
    const user = await createUser();
    const line = { toolId: saw, quantity: 1 };
    const cases: [unknown, Record<string, string>][] = [
      [{ shared: false, lines: [line] }, { name: 'Name is required' }],
      [{ name: '   ', shared: false, lines: [line] }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(101), shared: false, lines: [line] }, { name: 'Name is too long (100 characters at most)' }],
      [{ name: 'Kit', lines: [line] }, { shared: 'shared is required' }],
      [{ name: 'Kit', shared: 'yes', lines: [line] }, { shared: 'shared must be true or false' }],
      [{ name: 'Kit', shared: false, lines: [] }, { lines: 'Add at least one line' }],
      [{ name: 'Kit', shared: false }, { lines: 'lines is required' }],
      [
        {
          name: 'Kit',
          shared: false,
          lines: Array.from({ length: 201 }, (_, i) => ({ toolId: `t${i}`, quantity: 1 })),
        },
        { lines: 'At most 200 lines' },
      ],
      [
        { name: 'Kit', shared: false, lines: [{ toolId: saw, quantity: 0 }] },
        { 'lines[0].quantity': 'Quantity must be at least 1' },
      ],
      [
        { name: 'Kit', shared: false, lines: [{ toolId: saw, quantity: 1.5 }] },
        { 'lines[0].quantity': 'Quantity must be a whole number of pieces' },
      ],
      [
        { name: 'Kit', shared: false, lines: [{ toolId: saw, quantity: 100_001 }] },
        { 'lines[0].quantity': 'Quantity can be at most 100,000' },
      ],
      [
        { name: 'Kit', shared: false, lines: [{ toolId: saw, quantity: '3' }] },
        { 'lines[0].quantity': 'Quantity must be a number' },
      ],
      [{ name: 'Kit', shared: false, lines: [{ quantity: 3 }] }, { 'lines[0].toolId': 'Tool id is required' }],
      [
        { name: 'Kit', shared: false, lines: [line, { toolId: saw, quantity: 2 }] },
        { 'lines[1].toolId': 'This tool is already on another line' },
      ],
      [
        { name: 'Kit', shared: false, lines: [line, { toolId: 'no-such-tool', quantity: 2 }] },
        { 'lines[1].toolId': 'No tool with id no-such-tool' },
      ],
      [{ name: 'Kit', shared: false, lines: [line], colour: 'red' }, { '': 'Unknown field: colour' }],
    ];
    const list = await madeList(company.admin, { name: 'Untouched', lines: [line] });
    for (const [body, fields] of cases) {
      const created = await createList(user, body);
      expect(created.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(created.body.error.code).toBe('invalid-argument');
      if ('' in fields) expect(created.body.error.message).toBe(fields['']);
      else expect(created.body.error.fields).toEqual(fields);
      const replaced = await putList(company.admin, list, body);
      expect(replaced.status).toBe(400);
    }
    expect(await storedListsOf(user.uid)).toBe(0);
    expect((await getList(company.admin, list)).body).toMatchObject({ name: 'Untouched', lines: [line] });
  });
});

describe('Add all to cart', () => {
  it('adds the good lines and names the archived, below-minimum, not-whole-case and above-stock ones', async () => {
    const buyer = await createUser();
    const [good, archived, boxed, scarce] = await Promise.all([
      createTool({ toolName: 'Good Plane', minOrder: 2, available: 50 }),
      createTool({ toolName: 'Old Rasp', minOrder: 1, available: 50 }),
      createTool({ toolName: 'Boxed Screws', minOrder: 6, available: 600, orderMultiple: 6 }),
      createTool({ toolName: 'Rare Gouge', minOrder: 1, available: 3 }),
    ]);
    const id = await madeList(buyer, {
      lines: [
        { toolId: good, quantity: 4 },
        { toolId: archived, quantity: 2 },
        { toolId: chisel, quantity: 2 },
        { toolId: boxed, quantity: 7 },
        { toolId: scarce, quantity: 5 },
      ],
    });
    await db.doc(`tools/${archived}`).update({ archived: true });
    // The cart holds some of the good tool already: the list's quantity is added to it.
    expect(
      (await api(to.putCart(), { token: buyer.token, body: { lines: [{ toolId: good, quantity: 2 }] } })).status,
    ).toBe(200);

    const res = await addToCart(buyer, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toEqual([
      { toolId: good, quantity: 4, toolName: 'Good Plane', cartQuantity: 6, unitPrice: 19.99 },
    ]);
    expect(res.body.refused).toEqual([
      { toolId: archived, quantity: 2, toolName: 'Old Rasp', message: 'Old Rasp is no longer sold' },
      { toolId: chisel, quantity: 2, toolName: 'List Chisel', message: 'List Chisel: Minimum order amount : 5 piece' },
      {
        toolId: boxed,
        quantity: 7,
        toolName: 'Boxed Screws',
        message: 'Boxed Screws: Sold in cases of 6: order 6 or 12',
      },
      { toolId: scarce, quantity: 5, toolName: 'Rare Gouge', message: 'Rare Gouge: Maximum available order : 3 piece' },
    ]);
    const cart = await cartOf(buyer);
    expect(cart.body.lines).toEqual([{ toolId: good, quantity: 6 }]);
    expect(res.body.cart.lines).toEqual(cart.body.lines);
  });

  it('puts a member’s lines in at their contract price, which the catalogue shows them too', async () => {
    const [shopAdmin, category] = await Promise.all([
      createUser({ admin: true }),
      createCategory('List contract tools'),
    ]);
    const tool = await createTool({
      toolName: 'Contract Mallet',
      category,
      priceCents: 4000,
      minOrder: 1,
      available: 80,
    });
    const priced = await api<ErrorBody>(to.createPriceList(), {
      token: shopAdmin.token,
      body: { name: 'Mallets', companyIds: [company.id], rules: [{ toolId: tool, unitPrice: 31.5 }] },
    });
    expect(priced.status).toBe(201);
    const colleague = company.buyers[0] as TestUser;
    const id = await madeList(company.admin, {
      name: 'Mallets kit',
      shared: true,
      lines: [{ toolId: tool, quantity: 3 }],
    });

    const res = await addToCart(colleague, id);
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual([
      { toolId: tool, quantity: 3, toolName: 'Contract Mallet', cartQuantity: 3, unitPrice: 31.5 },
    ]);
    expect((await cartOf(colleague)).body.lines).toEqual([{ toolId: tool, quantity: 3 }]);
    const seen = await api<Tool[]>(to.listTools({ id: tool }), { token: colleague.token });
    expect(seen.body[0]?.yourPrice).toBe(31.5);

    // Someone outside the company adds the same tool (through a list of their own) at the list price.
    const own = await madeList(customer, { lines: [{ toolId: tool, quantity: 3 }] });
    expect((await addToCart(customer, own)).body.added[0]?.unitPrice).toBe(40);
  });
});
