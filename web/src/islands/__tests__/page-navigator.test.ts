import { describe, expect, it, vi } from 'vitest';
import { createPageNavigator, type PageWindow } from '../page-navigator';

function fakeWindow() {
  const page = { history: { go: vi.fn() }, location: { assign: vi.fn(), replace: vi.fn() } };
  return page as typeof page & PageWindow;
}

describe('the islands navigator', () => {
  it('loads the next page from the server, as a link would', () => {
    const page = fakeWindow();
    const handOver = vi.fn(() => true);
    const navigator = createPageNavigator(page, handOver);
    navigator.push('/tools?q=saw');
    navigator.replace({ pathname: '/blogs', hash: '#top' });
    expect(page.location.assign).toHaveBeenCalledWith('/tools?q=saw');
    expect(page.location.replace).toHaveBeenCalledWith('/blogs#top');
    expect(handOver).not.toHaveBeenCalled();
    expect(navigator.createHref({ pathname: '/order/a b', search: '?x=1' })).toBe('/order/a b?x=1');
  });

  it("hands a navigation's state to the next page, then loads it as a page of its own (Back stays the browser's)", () => {
    const page = fakeWindow();
    const handOver = vi.fn(() => true);
    const navigator = createPageNavigator(page, handOver);
    const from = { pathname: '/order/saw', search: '', hash: '', state: null, key: 'default' };
    navigator.push('/login', { from });
    expect(handOver).toHaveBeenCalledWith('/login', { from });
    expect(page.location.assign).toHaveBeenCalledWith('/login');

    navigator.replace('/register', { from });
    expect(handOver).toHaveBeenLastCalledWith('/register', { from });
    expect(page.location.replace).toHaveBeenCalledWith('/register');
  });

  it('goes back and forth through the history', () => {
    const page = fakeWindow();
    createPageNavigator(page).go(-1);
    expect(page.history.go).toHaveBeenCalledWith(-1);
  });
});
