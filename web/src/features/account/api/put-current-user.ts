import type { User } from 'firebase/auth';
import type { UserProfile } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';

// PUT /api/user/{email}: after every sign-in, create or update the profile
export function putCurrentUser(user: User): Promise<UserProfile> {
  const email = user.email ?? '';
  return apiRequest<UserProfile>(`/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: { currentUser: { email, displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' } },
  });
}
