import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../lib/query-keys';
import { useStoredCaller } from '../lib/session-store';
import { useSigninState } from './use-signin-state';

/** The account the tools in the cache were last re-read for (undefined: none yet in this page's life). */
let pricedFor: string | null | undefined;

/**
 * Tools answer differently to whoever asks: a member of a company with contract prices gets
 * `yourPrice` besides the list price. Tools read while nobody was known to be signed in (a page's
 * pre-rendered data, what loaded before Firebase Auth restored the session, or before signing in)
 * carry list prices only, so when an account signs in (or the page opens with one signed in) every
 * cached tool query is marked stale and those on screen are read again with its token; the page
 * keeps showing the list prices until the answer comes. Signing out clears the cache (use-sign-out).
 * A page that opens on the stored session's caller (app/page-data-head-start.ts) signed its reads
 * with that account's token from the start: its tools are priced for it already, and the SDK's
 * answer for the same account reads nothing again.
 */
export function usePricesFollowViewer(): void {
  const signin = useSigninState();
  const storedUid = useStoredCaller()?.uid;
  const queryClient = useQueryClient();
  const viewer = signin.status === 'success' ? (signin.data.user?.uid ?? null) : undefined;
  useEffect(() => {
    if (viewer === undefined) {
      if (storedUid !== undefined && pricedFor === undefined) pricedFor = storedUid;
      return;
    }
    if (viewer === pricedFor) return;
    pricedFor = viewer;
    if (viewer !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
  }, [viewer, storedUid, queryClient]);
}

/** For tests: forget which account the cache was re-read for. */
export function resetPricesFollowViewer(): void {
  pricedFor = undefined;
}
