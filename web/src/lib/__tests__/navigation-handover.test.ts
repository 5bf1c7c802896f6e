import { describe, expect, it, vi } from 'vitest';
import { adoptHandedOverState, handOverState } from '../navigation-handover';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}

function pageAt(pathname: string, search = '', hash = '', state: unknown = null) {
  return { history: { state, replaceState: vi.fn() }, location: { pathname, search, hash } };
}

const from = { pathname: '/order/saw', search: '', hash: '', state: null, key: 'default' };

describe('a navigation state handed to the next page', () => {
  it('is taken by the page it was meant for, into its history entry, once', () => {
    const storage = memoryStorage();
    expect(handOverState('/login', { from }, storage, 1_000)).toBe(true);
    const page = pageAt('/login', '', '', { idx: 3 });
    adoptHandedOverState(page, storage, 2_000);
    expect(page.history.replaceState).toHaveBeenCalledWith({ usr: { from }, key: expect.any(String), idx: 3 }, '');
    expect(storage.size()).toBe(0);
    // A reload keeps the history entry's state; the hand-over is gone.
    const reloaded = pageAt('/login');
    adoptHandedOverState(reloaded, storage, 3_000);
    expect(reloaded.history.replaceState).not.toHaveBeenCalled();
  });

  it('matches the address as the browser reports it (escaped, with its query and hash)', () => {
    const storage = memoryStorage();
    handOverState('/order/a b?x=1#form', { from }, storage, 0);
    const page = pageAt('/order/a%20b', '?x=1', '#form');
    adoptHandedOverState(page, storage, 10);
    expect(page.history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('is dropped by another page, and when it is too old to be this visit', () => {
    const storage = memoryStorage();
    handOverState('/login', { from }, storage, 0);
    const other = pageAt('/register');
    adoptHandedOverState(other, storage, 10);
    expect(other.history.replaceState).not.toHaveBeenCalled();
    expect(storage.size()).toBe(0);

    handOverState('/login', { from }, storage, 0);
    const late = pageAt('/login');
    adoptHandedOverState(late, storage, 60_000);
    expect(late.history.replaceState).not.toHaveBeenCalled();
  });

  it('says so where the browser keeps no storage, and a damaged one is ignored', () => {
    expect(handOverState('/login', { from }, null)).toBe(false);
    const throwing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(handOverState('/login', { from }, throwing)).toBe(false);
    const storage = memoryStorage();
    storage.setItem('toolshub:navigation-state', '{not json');
    const page = pageAt('/login');
    adoptHandedOverState(page, storage, 0);
    expect(page.history.replaceState).not.toHaveBeenCalled();
  });
});
