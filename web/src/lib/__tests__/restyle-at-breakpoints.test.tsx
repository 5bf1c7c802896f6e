import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRestyleListeners,
  restyleAtBreakpoints,
  RESTYLE_PROPERTY,
  THEME_BREAKPOINTS,
} from '../restyle-at-breakpoints';

/** A window whose width queries can be made to change, as a resize would. */
function resizableWindow() {
  const lists = new Map<string, EventTarget>();
  const win = {
    document,
    matchMedia: (query: string) => {
      const list = lists.get(query) ?? new EventTarget();
      lists.set(query, list);
      return list as MediaQueryList;
    },
  };
  return { win, cross: (query: string) => lists.get(query)?.dispatchEvent(new Event('change')), lists };
}

const restyles = () => document.documentElement.style.getPropertyValue(RESTYLE_PROPERTY);

afterEach(() => {
  forgetRestyleListeners();
  document.documentElement.style.removeProperty(RESTYLE_PROPERTY);
});

describe('restyleAtBreakpoints', () => {
  it('restyles the page each time the window crosses one, and not before', () => {
    const { win, cross, lists } = resizableWindow();
    restyleAtBreakpoints(win);
    expect([...lists.keys()]).toEqual(THEME_BREAKPOINTS.map((w) => `(min-width: ${w}px)`));
    expect(restyles()).toBe('');
    cross('(min-width: 900px)');
    expect(restyles()).toBe('1');
    cross('(min-width: 600px)');
    expect(restyles()).toBe('2');
  });

  it('listens once, whichever entry asks first', () => {
    const { win, cross } = resizableWindow();
    restyleAtBreakpoints(win);
    restyleAtBreakpoints(win);
    cross('(min-width: 1200px)');
    expect(restyles()).toBe('1');
  });
});
