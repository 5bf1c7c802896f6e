import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { SessionProvider } from '../lib/auth-session';
import { firebaseApp, firebaseAuth } from '../lib/firebase';

/**
 * reactfire's providers: the app, Auth, and the session read from them. The build-time render has
 * no Firebase (src/prerender/server-firebase.ts): there the children render alone and the session
 * reads 'loading'. Storage has its provider where images are uploaded (components/form/ImageStorage).
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  // The same SessionProvider on both sides: React's ids (useId) follow the tree's shape, and the
  // browser's must match the ones in the pre-rendered HTML.
  const session = <SessionProvider>{children}</SessionProvider>;
  if (!firebaseApp) return session;
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={firebaseAuth()}>{session}</AuthProvider>
    </FirebaseAppProvider>
  );
}
