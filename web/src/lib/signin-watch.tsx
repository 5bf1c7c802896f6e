import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire';
import { firebaseApp, firebaseAuth } from './firebase';
import { LOADING_SESSION, publishSession } from './session-store';

const ADMIN_CLAIM = { admin: true } as const;

/** reactfire's sign-in check with the admin claim, published to the session store as it changes. */
function SigninCheck() {
  const check = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  useEffect(() => {
    if (check.status === 'loading') publishSession(LOADING_SESSION);
    else if (check.status === 'error')
      publishSession({ status: 'error', error: check.error ?? new Error('Sign-in failed') });
    else publishSession({ status: 'success', user: check.data.user, isAdmin: check.data.hasRequiredClaims });
  }, [check]);
  useEffect(() => () => publishSession(LOADING_SESSION), []);
  return null;
}

/**
 * The app's Firebase session, held by reactfire: its app and Auth providers around the sign-in
 * check. A lazy chunk (with the Firebase SDK and reactfire), loaded once the page is up.
 */
export default function SigninWatch() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={firebaseAuth()}>
        <SigninCheck />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
