import type { User } from 'firebase/auth';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';

// PUT /api/user/{email}: after every sign-in, create or update the profile
export function putCurrentUser(user: User) {
  const email = user.email ?? '';
  return callApi('syncCurrentUser', {
    path: endpoints.syncCurrentUser.path(email),
    body: { currentUser: { email, displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' } },
  });
}
