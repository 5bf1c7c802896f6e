import type { Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countingWrites } from '../transaction';

/** A stand-in for the SDK's Transaction: only what the proxy forwards is looked at. */
function fakeTransaction() {
  const calls: string[] = [];
  const tx = {
    get: (path: string) => {
      calls.push(`get ${path}`);
      return Promise.resolve(path);
    },
    set: (path: string) => (calls.push(`set ${path}`), tx),
    create: (path: string) => (calls.push(`create ${path}`), tx),
    update: (path: string) => (calls.push(`update ${path}`), tx),
    delete: (path: string) => (calls.push(`delete ${path}`), tx),
  };
  return { tx: tx as unknown as Transaction, calls };
}

describe('counting a transaction’s writes', () => {
  it('counts each set, create, update and delete, and passes every call through', async () => {
    const { tx, calls } = fakeTransaction();
    let writes = 0;
    const counted = countingWrites(tx, () => {
      writes += 1;
    }) as unknown as Record<string, (path: string) => unknown>;
    await counted.get!('a');
    counted.set!('b');
    counted.create!('c');
    counted.update!('d');
    counted.delete!('e');
    expect(writes).toBe(4);
    expect(calls).toEqual(['get a', 'set b', 'create c', 'update d', 'delete e']);
  });

  it('counts writes chained on the returned transaction too', () => {
    const { tx } = fakeTransaction();
    let writes = 0;
    const counted = countingWrites(tx, () => {
      writes += 1;
    }) as unknown as { set: (p: string) => { update: (p: string) => unknown } };
    counted.set('a').update('b');
    expect(writes).toBe(2);
  });
});
