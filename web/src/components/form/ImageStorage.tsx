import type { ReactNode } from 'react';
import { FirebaseAppProvider, StorageProvider } from 'reactfire';
import { firebaseApp } from '../../lib/firebase';
import { imageStorage } from '../../lib/storage';

/**
 * reactfire's Storage provider, around the pages that upload images only (the profile, adding a
 * tool): the Storage SDK comes with their code, so no other page downloads it.
 */
export function ImageStorage({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <StorageProvider sdk={imageStorage(firebaseApp)}>{children}</StorageProvider>
    </FirebaseAppProvider>
  );
}
