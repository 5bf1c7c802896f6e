import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (and during the build-time render itself), true
 * from then on and on every page the browser renders from scratch. Whatever depends on the
 * browser (the session, the stored colour scheme, today's date) waits for it, so that the first
 * client render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
