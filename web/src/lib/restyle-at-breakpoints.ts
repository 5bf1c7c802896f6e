/**
 * Chromium can leave a page styled for its old width after the window crosses a breakpoint: seen in
 * the browser tests, a 360 px window kept the navbar's desktop links and the account's name (rules
 * under `@media (min-width: 900px)` and `600px`, inserted by Emotion) for as long as nothing else
 * restyled the page, while `matchMedia` answered for 360 px. Any change of a custom property on the
 * root restyles every element, and the stale rules go. So when a width query of the theme changes,
 * the root's `--breakpoint-restyles` counts one more: a restyle the browser would have done anyway.
 */

/** MUI's breakpoints, the theme's (app/__tests__/theme.test.tsx holds them equal). */
export const THEME_BREAKPOINTS = [600, 900, 1200, 1536] as const;

export const RESTYLE_PROPERTY = '--breakpoint-restyles';

let listening = false;

/** Listens once per page, whichever entry (the app's, the islands') asks first. */
export function restyleAtBreakpoints(win: Pick<Window, 'matchMedia' | 'document'> = window): void {
  if (listening || typeof win.matchMedia !== 'function') return;
  listening = true;
  let restyles = 0;
  const restyle = () => win.document.documentElement.style.setProperty(RESTYLE_PROPERTY, String(++restyles));
  for (const width of THEME_BREAKPOINTS) win.matchMedia(`(min-width: ${width}px)`).addEventListener('change', restyle);
}

/** For tests: the next call listens again. */
export function forgetRestyleListeners(): void {
  listening = false;
}
