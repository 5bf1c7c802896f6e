import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type AnalyticsWindow } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/analytics?days=30|90   (admin) the shop's figures over the window, from daily roll-ups
export function getAnalytics(days: AnalyticsWindow, signal?: AbortSignal) {
  return callApi('getAnalytics', { path: endpoints.getAnalytics.path({ days }), signal });
}

export const analyticsQueryOptions = (days: AnalyticsWindow) =>
  queryOptions({
    queryKey: queryKeys.analytics.report(days),
    queryFn: ({ signal }) => getAnalytics(days, signal),
    // Switching the window keeps the figures shown until the other window's arrive.
    placeholderData: keepPreviousData,
  });

export function useAnalytics(days: AnalyticsWindow) {
  return useQuery(analyticsQueryOptions(days));
}
