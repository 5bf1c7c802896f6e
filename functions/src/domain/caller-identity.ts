/** Who the caller is for what they write (an order's buyer, a review's author). */
export interface CallerIdentity {
  /** The profile's display name, or null when it has none. */
  name: string | null;
  email: string;
  /** The profile's photo (checked when it was saved), or '' for none. */
  photoURL: string;
}

export interface ProfileBasics {
  displayName: string;
  photoURL: string;
}

/**
 * The name and photo from the stored profile (users/{uid}) only. An ID token's `name` and
 * `picture` are whatever the account's owner set through the Auth API, unchecked; the profile's
 * went through the API's checks (a photo of our bucket or the account's own Google photo).
 */
export async function resolveCallerIdentity(
  user: { uid: string; email: string | null },
  loadProfile: (uid: string) => Promise<ProfileBasics | null>,
): Promise<CallerIdentity> {
  const profile = await loadProfile(user.uid);
  return {
    name: profile?.displayName.trim() || null,
    email: user.email ?? '',
    photoURL: profile?.photoURL.trim() ?? '',
  };
}
