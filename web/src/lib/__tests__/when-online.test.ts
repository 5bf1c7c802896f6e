import { describe, expect, it, vi } from 'vitest';
import { createWhenOnline, type ConnectionWindow } from '../when-online';

function fakeWindow({ onLine }: { onLine: boolean }) {
  const listeners: (() => void)[] = [];
  const page = {
    navigator: { onLine },
    addEventListener: vi.fn((_type: 'online', listener: () => void) => void listeners.push(listener)),
    /** The connection comes back: each listener once, as `{ once: true }` has it. */
    goOnline() {
      page.navigator.onLine = true;
      for (const listener of listeners.splice(0)) listener();
    },
    goOffline() {
      page.navigator.onLine = false;
    },
  };
  return page as typeof page & ConnectionWindow;
}

describe('whenOnline', () => {
  it('loads at once while online', () => {
    const load = vi.fn();
    createWhenOnline(fakeWindow({ onLine: true }))(load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('offline, loads nothing until the connection is back, then only the last page asked for', () => {
    const page = fakeWindow({ onLine: false });
    const whenOnline = createWhenOnline(page);
    const first = vi.fn();
    const last = vi.fn();
    whenOnline(first);
    whenOnline(last);
    expect(first).not.toHaveBeenCalled();
    expect(last).not.toHaveBeenCalled();
    expect(page.addEventListener).toHaveBeenCalledOnce();
    page.goOnline();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledOnce();
  });

  it('waits again the next time the connection drops', () => {
    const page = fakeWindow({ onLine: false });
    const whenOnline = createWhenOnline(page);
    whenOnline(vi.fn());
    page.goOnline();
    page.goOffline();
    const again = vi.fn();
    whenOnline(again);
    expect(again).not.toHaveBeenCalled();
    page.goOnline();
    expect(again).toHaveBeenCalledOnce();
  });
});
