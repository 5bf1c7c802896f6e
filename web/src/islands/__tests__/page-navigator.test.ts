import { describe, expect, it, vi } from 'vitest';
import { createPageNavigator, type PageWindow } from '../page-navigator';

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
