import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/user/{email}   the buyer's profile: the checkout starts from its phone number and location
export const buyerProfileQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: queryKeys.users.detail(email ?? ''),
    queryFn: ({ signal }) => callApi('getProfile', { path: endpoints.getProfile.path(email ?? ''), signal }),
    enabled: email !== null,
    retry: false,
  });

export function useBuyerProfile(email: string | null) {
  return useQuery(buyerProfileQueryOptions(email));
}
