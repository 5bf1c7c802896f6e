import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileFormValues, UserProfile } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { signOutOnAuthError } from '../../../lib/session';

export const profileKeys = {
  detail: (email: string) => ['user', email] as const,
};

// GET /api/user/{email}
export function getProfile(email: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal });
}

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileKeys.detail(email),
    queryFn: ({ signal }) => getProfile(email, signal),
    meta: signOutOnAuthError,
  });

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}

// PUT /api/user/update/{email}
export function updateProfileInfo(email: string, info: ProfileFormValues) {
  return apiRequest<{ acknowledged: boolean; profile: UserProfile }>(`/user/update/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: info,
  });
}

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: ProfileFormValues) => updateProfileInfo(email, info),
    onSuccess: (result) => queryClient.setQueryData(profileKeys.detail(email), result.profile),
  });
}
