import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreatedListQuery, type UserProfile } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/users?sort=&limit=   (admin) one page of the accounts, with X-Total-Count and the next link
export function useUsers(query: CreatedListQuery) {
  return useCursorPages('listUsers', queryKeys.users.list(), endpoints.listUsers.path(query));
}

// PUT /api/user/admin/{email}
export const makeAdmin = (email: string) => callApi('grantAdmin', { path: endpoints.grantAdmin.path(email) });

// DELETE /api/user/admin/{email}
export const removeAdmin = (email: string) => callApi('revokeAdmin', { path: endpoints.revokeAdmin.path(email) });

// DELETE /api/user/{email}
export const deleteUser = (email: string) => callApi('deleteUser', { path: endpoints.deleteUser.path(email) });

/** A change to one user; the list is fetched again afterwards. */
export function useUserAction<T>(action: (email: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserProfile) => action(user.email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
