import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was left, by history entry. */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page starts at
 * the top (or at its #hash), Back and Forward return to where that page was left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      // An app-drawn page (not pre-rendered) had no #hash target when the browser looked for it.
      if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
