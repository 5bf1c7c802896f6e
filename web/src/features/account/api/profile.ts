import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProfileFormValues } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { signOutOnAuthError } from '../../../lib/session';

// GET /api/user/{email}
export function getProfile(email: string, signal?: AbortSignal) {
  return callApi('getProfile', { path: endpoints.getProfile.path(email), signal });
}

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(email),
    queryFn: ({ signal }) => getProfile(email, signal),
    meta: signOutOnAuthError,
  });

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}

// PUT /api/user/update/{email}
export function updateProfileInfo(email: string, info: ProfileFormValues) {
  return callApi('updateProfile', { path: endpoints.updateProfile.path(email), body: info });
}

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: ProfileFormValues) => updateProfileInfo(email, info),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.users.detail(email), result.profile),
  });
}
