/** Who the caller is for what they write (an order's buyer, a review's author). */
export interface CallerIdentity {
  name: string;
  email: string;
  photoURL: string;
}

export interface ProfileBasics {
  displayName: string;
  photoURL: string;
}

interface TokenIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/**
 * The token's name and picture first, then the users/{uid} profile's, then the e-mail as the name.
 * The profile is read only when the token lacks something (e-mail/password accounts often have no
 * name claim).
 */
export async function resolveCallerIdentity(
  user: TokenIdentity,
  loadProfile: (uid: string) => Promise<ProfileBasics | null>,
): Promise<CallerIdentity> {
  const email = user.email ?? '';
  const tokenName = user.name?.trim() || null;
  const tokenPicture = user.picture?.trim() || null;
  const profile = tokenName && tokenPicture ? null : await loadProfile(user.uid);
  return {
    name: tokenName ?? (profile?.displayName.trim() || email),
    email,
    photoURL: tokenPicture ?? profile?.photoURL.trim() ?? '',
  };
}
