import { describe, expect, it, vi } from 'vitest';
import { createPageNavigator, loadPageOnHistoryMove, type PageWindow } from '../page-navigator';

function fakeWindow(state: unknown = null) {
  const page = {
    history: { state, pushState: vi.fn(), replaceState: vi.fn(), go: vi.fn() },
    location: { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() },
  };
  return page as typeof page & PageWindow;
}

describe('the islands navigator', () => {
  it('loads the next page from the server, as a link would', () => {
    const page = fakeWindow();
    const navigator = createPageNavigator(page);
    navigator.push('/tools?q=saw');
    navigator.replace({ pathname: '/blogs', hash: '#top' });
    expect(page.location.assign).toHaveBeenCalledWith('/tools?q=saw');
    expect(page.location.replace).toHaveBeenCalledWith('/blogs#top');
    expect(page.history.pushState).not.toHaveBeenCalled();
    expect(navigator.createHref({ pathname: '/order/a b', search: '?x=1' })).toBe('/order/a b?x=1');
  });

  it("hands a navigation's state to the next page through the history entry, which a reload keeps", () => {
    const page = fakeWindow({ usr: null, key: 'default', idx: 3 });
    const navigator = createPageNavigator(page);
    const from = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
    navigator.push('/login', { from });
    expect(page.history.pushState).toHaveBeenCalledWith(
      { usr: { from }, key: expect.any(String), idx: 4 },
      '',
      '/login',
    );
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(page.location.assign).not.toHaveBeenCalled();

    navigator.replace('/login', { from });
    expect(page.history.replaceState).toHaveBeenCalledWith(
      { usr: { from }, key: expect.any(String), idx: 3 },
      '',
      '/login',
    );
    expect(page.location.reload).toHaveBeenCalledTimes(2);
  });

  it('goes back and forth through the history', () => {
    const page = fakeWindow();
    createPageNavigator(page).go(-1);
    expect(page.history.go).toHaveBeenCalledWith(-1);
  });
});

describe('Back and Forward on a page the islands own', () => {
  function historyWindow(pathname: string, search = '') {
    const listeners = new Set<() => void>();
    const page = {
      location: { pathname, search, reload: vi.fn() },
      addEventListener: (_type: 'popstate', listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: 'popstate', listener: () => void) => void listeners.delete(listener),
      moveTo(path: string, query = '') {
        page.location.pathname = path;
        page.location.search = query;
        for (const listener of listeners) listener();
      },
    };
    return page;
  }

  it('loads the page of the address moved to', () => {
    const page = historyWindow('/login');
    loadPageOnHistoryMove(page);
    page.moveTo('/order/claw-hammer');
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  it('loads it for another query too, and stays for a move within the page', () => {
    const page = historyWindow('/tools', '?q=saw');
    loadPageOnHistoryMove(page);
    page.moveTo('/tools', '?q=saw'); // an anchor's #hash: the same address
    expect(page.location.reload).not.toHaveBeenCalled();
    page.moveTo('/tools', '');
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the moves to the app once it is stopped', () => {
    const page = historyWindow('/tools');
    loadPageOnHistoryMove(page)();
    page.moveTo('/blogs');
    expect(page.location.reload).not.toHaveBeenCalled();
  });
});
