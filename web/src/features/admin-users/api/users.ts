import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

export const userKeys = { all: ['users'] as const, list: () => ['users', 'list'] as const };

// GET /api/users   (admin), newest first, paged
export function useUsers() {
  return usePagedList<UserProfile>(userKeys.list(), '/users?limit=50');
}

const byEmail = (email: string) => encodeURIComponent(email);

// PUT /api/user/admin/{email}
export const makeAdmin = (email: string) =>
  apiRequest<{ matchedCount: number }>(`/user/admin/${byEmail(email)}`, { method: 'PUT' });

// DELETE /api/user/admin/{email}
export const removeAdmin = (email: string) =>
  apiRequest<{ matchedCount: number }>(`/user/admin/${byEmail(email)}`, { method: 'DELETE' });

// DELETE /api/user/{email}
export const deleteUser = (email: string) =>
  apiRequest<{ deletedCount: number }>(`/user/${byEmail(email)}`, { method: 'DELETE' });

/** A change to one user; the list is fetched again afterwards. */
export function useUserAction<T>(action: (email: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserProfile) => action(user.email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
