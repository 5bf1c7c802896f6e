/** Sign-in provider errors in words a person understands (never a raw auth/... code). */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'Wrong e-mail or password.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/user-disabled': 'This account has been disabled. Contact the shop for help.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/missing-password': 'Enter your password.',
  'auth/popup-closed-by-user': 'The Google window was closed before you finished signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before you finished signing in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'This e-mail already has an account with another sign-in method. Sign in with e-mail and password.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for the shop.',
};

export function authErrorMessage(err: unknown, context: 'email' | 'google' = 'email'): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  if (MESSAGES[code]) return MESSAGES[code];
  if (code === 'auth/network-request-failed' || code === 'auth/internal-error' || code === 'auth/timeout') {
    return context === 'google'
      ? 'Google sign-in could not be reached. Check your connection, or sign in with e-mail and password.'
      : 'The sign-in service could not be reached. Check your connection and try again.';
  }
  return context === 'google' ? 'Google sign-in did not work. Please try again.' : 'Sign-in failed. Please try again.';
}
