import type { ReactNode } from 'react';
import { StorageProvider, useFirebaseApp } from 'reactfire';
import { imageStorage } from '../../lib/storage';

/**
 * reactfire's Storage provider, around the pages that upload images only (the profile, adding a
 * tool): the Storage SDK comes with their code, so no other page downloads it.
 */
export function ImageStorage({ children }: { children: ReactNode }) {
  return <StorageProvider sdk={imageStorage(useFirebaseApp())}>{children}</StorageProvider>;
}
