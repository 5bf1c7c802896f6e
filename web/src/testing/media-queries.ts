import { vi } from 'vitest';

/** What window.matchMedia answers for `query` (the test DOM's own does not follow the preferences a test sets). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** A window as wide as `width`: MUI's media queries (usePhone) read matchMedia. Undo with vi.unstubAllGlobals(). */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    return mediaQueryList(
      query,
      (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min)),
    );
  });
}
