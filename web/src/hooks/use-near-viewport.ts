import { useCallback, useState } from 'react';

export interface NearViewport<T extends Element> {
  /** Attach to the element to watch (a callback ref). */
  ref: (node: T | null) => (() => void) | undefined;
  /** True once the element has come within `rootMargin` of the viewport (or was revealed); it stays true. */
  near: boolean;
  /** Switches `near` on now: for a visitor who reaches the area some other way (keyboard focus). */
  reveal: () => void;
}

/**
 * For code that should load only when a visitor gets close to where it is shown: `near` turns true
 * once the watched element comes within `rootMargin` (default 400px) of the viewport, and never
 * goes back. Every first render says false: on the server (no window, refs never attached) and so
 * on the client's first render too, which keeps a hydrated page identical to its server render.
 * Only once React has attached the element after mounting does the check start; where
 * IntersectionObserver is missing, `near` switches on right then.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): NearViewport<T> {
  const [near, setNear] = useState(false);
  const reveal = useCallback(() => setNear(true), []);

  // A callback ref with a cleanup (React 19): React attaches it after the render is committed and
  // calls the cleanup when the element goes or the options change.
  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        reveal();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin, reveal],
  );

  return { ref, near, reveal };
}
